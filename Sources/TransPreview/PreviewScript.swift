// The page's script: plays the embedded timeline on each transition's stage.
import TransModel

/// The JavaScript inlined at the end of the page, one strict function in four parts: painting
/// (how a view's state becomes CSS), the row (playback, modes, plots), interaction (hovering a
/// plot, dragging the presented view, fitting the stage to the window) and start-up (keys, URL
/// parameters).
///
/// It reads the `trans-timeline` and `trans-preview` JSON elements and, for the phase and time
/// each row shows, gives every view its resting state, then applies each track's value,
/// interpolated linearly between neighbouring samples: frame → left/top/width/height, x/y →
/// left/top, scale, rotation, rotationX and rotationY → the transform (the phase's perspective
/// on the parent, about its centre; anchors as transform-origin), shade → the opacity of the
/// dark gradient overlay, and each plain view value (alpha → opacity, cornerRadius →
/// border-radius, …) → the CSS its descriptor names. URL parameters `transition`, `phase` and
/// `t` select a row and seek it; a value the page cannot use is shown as a message.
enum PreviewScript {
    static let source =
        "\"use strict\";\n(() => {\n" + [painting, row, interaction, startUp].joined(separator: "\n") + "\n})();\n"

    /// The CSS of each property a view holds as a plain value, from its descriptor; a style
    /// two properties share (the shadow's opacity and radius) is written once.
    private static let viewValueStyles = Property.allCases.compactMap(\.viewValue).map {
        "    style.\($0.previewStyle.property) = \($0.previewStyle.value);"
    }.reduce(into: [String]()) { lines, line in
        if !lines.contains(line) { lines.append(line) }
    }.joined(separator: "\n")

    /// The resting values of the plain view values every view starts at alike.
    private static let restingViewValues = Property.allCases.compactMap { property in
        property.viewValue?.previewResting.map { " \(property.rawValue): \($0)," }
    }.joined()

    /// Values at a time, and a view's state as CSS.
    private static let painting = #"""
          const read = (id) => JSON.parse(document.getElementById(id).textContent);
          const timeline = read("trans-timeline");
          const scene = read("trans-preview");
          const width = timeline.container.width;
          const height = timeline.container.height;
          const holdSeconds = 0.6;
          const trailLength = 6;
          const flingSpeed = 1000;
          const clamp = (value, low, high) => Math.min(Math.max(value, low), high);

          // A track's value at time t: linear interpolation between the neighbouring samples.
          function valueAt(samples, t) {
            const last = samples.length - 1;
            if (t <= samples[0][0]) return samples[0].slice(1);
            if (t >= samples[last][0]) return samples[last].slice(1);
            let low = 0;
            let high = last;
            while (high - low > 1) {
              const middle = (low + high) >> 1;
              if (samples[middle][0] <= t) low = middle; else high = middle;
            }
            const a = samples[low];
            const b = samples[high];
            const share = b[0] > a[0] ? (t - a[0]) / (b[0] - a[0]) : 1;
            return a.slice(1).map((value, index) => value + (b[index + 1] - value) * share);
          }

          // A track scrubbed linearly, as a paused animator with scrubsLinearly: its first value to its
          // last by `progress`, whatever the curve.
          function valueScrubbed(samples, progress) {
            const first = samples[0];
            const last = samples[samples.length - 1];
            return first.slice(1).map((value, index) => value + (last[index + 1] - value) * progress);
          }

          function resting(frame, alpha, cornerRadius) {
            return {
              frame: frame.slice(), alpha, cornerRadius, scale: 1, rotation: 0, rotationX: 0, rotationY: 0,
              shade: 0, hidden: false,\#(restingViewValues)
            };
          }

          function apply(state, property, value) {
            switch (property) {
              case "frame": state.frame = value; break;
              case "x": state.frame[0] = value[0]; break;
              case "y": state.frame[1] = value[0]; break;
              default: state[property] = value[0];
            }
          }

          // The shade darkens away from the view's anchor, left to right when it has none; a written
          // `shadeGradient` (`custom`) has its own stops, from its own start.
          function shadeGradient(anchor, frameWidth, frameHeight, custom) {
            const start = custom ? custom.start
              : !anchor || (anchor[0] === 0.5 && anchor[1] === 0.5) ? [0, 0.5] : anchor;
            const angle = Math.atan2((1 - 2 * start[0]) * frameWidth, -(1 - 2 * start[1]) * frameHeight);
            const stops = custom ? custom.stops : "rgba(0, 0, 0, 0.1), rgba(0, 0, 0, 0.6)";
            return `linear-gradient(${angle}rad, ${stops})`;
          }

          function paint(element, state, setting, target) {
            const [x, y, w, h] = state.frame;
            const style = element.style;
            style.visibility = state.hidden ? "hidden" : "";
            style.left = `${x}px`;
            style.top = `${y}px`;
            style.width = `${Math.max(0, w)}px`;
            style.height = `${Math.max(0, h)}px`;
        \#(viewValueStyles)
            if (element.appearance) paintAppearance(style, element.appearance, state);
            const anchor = setting.anchors[target];
            style.transformOrigin = anchor ? `${anchor[0] * 100}% ${anchor[1] * 100}%` : "";
            // UIKit's generated code puts the perspective in the superview's sublayerTransform,
            // about its centre: CSS perspective on the parent, its origin at the parent's centre.
            const parent = element.parentElement;
            if (parent && (state.rotationX || state.rotationY)) {
              parent.style.perspective = setting.perspective !== null ? `${setting.perspective}px` : "";
              parent.style.perspectiveOrigin = "50% 50%";
            }
            const parts = [];
            if (state.rotationX) parts.push(`rotateX(${state.rotationX}rad)`);
            if (state.rotationY) parts.push(`rotateY(${state.rotationY}rad)`);
            if (state.rotation) parts.push(`rotateZ(${state.rotation}rad)`);
            if (state.scale !== 1) parts.push(`scale(${state.scale})`);
            style.transform = parts.join(" ");
            const shade = element.querySelector(":scope > .shade");
            if (shade) {
              shade.style.opacity = String(state.shade);
              shade.style.background = shadeGradient(anchor, w, h, setting.shadeGradients[target]);
            }
          }

          // The presentation's appearance, fixed through both phases: it wins over the view values;
          // a shadowOpacity track sets its shadow's opacity (in place of the track's drop shadow).
          function paintAppearance(style, appearance, state) {
            if (appearance.boxShadow) style.boxShadow = appearance.boxShadow;
            if (appearance.trackedShadow) {
              const [r, g, b, a] = appearance.trackedShadow.color;
              style.filter = "";
              style.boxShadow = `${appearance.trackedShadow.geometry} rgba(${r}, ${g}, ${b}, ${a * state.shadowOpacity})`;
            }
            if (appearance.border) style.border = appearance.border;
            if (appearance.radii) style.borderRadius = appearance.radii.join(" ");
          }

          // A plot's playhead at `share` of its phase, or hidden when the row shows the other phase.
          function placeLine(line, x, visible) {
            line.setAttribute("x1", String(x));
            line.setAttribute("x2", String(x));
            line.setAttribute("visibility", visible ? "visible" : "hidden");
          }

          function plotArea(plot) {
            const [left, right] = plot.dataset.area.split(" ").map(Number);
            return { left, right };
          }
        """#
}
