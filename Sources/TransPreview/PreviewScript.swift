// The page's script: plays the embedded timeline on each transition's stage.

/// The JavaScript inlined at the end of the page.
///
/// It reads the `trans-timeline` and `trans-preview` JSON elements and, for the phase and time
/// each row shows, gives every view its resting state, then applies each track's value,
/// interpolated linearly between neighbouring samples: frame → left/top/width/height, x/y →
/// left/top, alpha → opacity, scale, rotation, rotationX and rotationY → the transform (the
/// phase's perspective on the parent, about its centre; anchors as transform-origin), cornerRadius → border-radius, shade → the
/// opacity of the dark gradient overlay. URL parameters `transition`, `phase` and `t` select a
/// row and seek it; they, like `prefers-reduced-motion`, start every row paused.
enum PreviewScript {
    static let source = #"""
        "use strict";
        (() => {
          const read = (id) => JSON.parse(document.getElementById(id).textContent);
          const timeline = read("trans-timeline");
          const scene = read("trans-preview");
          const width = timeline.container.width;
          const height = timeline.container.height;
          const holdSeconds = 0.6;
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

          function resting(frame, alpha, cornerRadius) {
            return {
              frame: frame.slice(), alpha, cornerRadius, scale: 1, rotation: 0, rotationX: 0, rotationY: 0,
              shade: 0, hidden: false,
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

          // The shade darkens away from the view's anchor, left to right when it has none.
          function shadeGradient(anchor, frameWidth, frameHeight) {
            const start = !anchor || (anchor[0] === 0.5 && anchor[1] === 0.5) ? [0, 0.5] : anchor;
            const angle = Math.atan2((1 - 2 * start[0]) * frameWidth, -(1 - 2 * start[1]) * frameHeight);
            return `linear-gradient(${angle}rad, rgba(0, 0, 0, 0.1), rgba(0, 0, 0, 0.6))`;
          }

          function paint(element, state, setting, target) {
            const [x, y, w, h] = state.frame;
            const style = element.style;
            style.visibility = state.hidden ? "hidden" : "";
            style.left = `${x}px`;
            style.top = `${y}px`;
            style.width = `${Math.max(0, w)}px`;
            style.height = `${Math.max(0, h)}px`;
            style.opacity = String(state.alpha);
            style.borderRadius = `${Math.max(0, state.cornerRadius)}px`;
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
              shade.style.background = shadeGradient(anchor, w, h);
            }
          }

          class Row {
            constructor(section) {
              const index = Number(section.dataset.index);
              this.section = section;
              this.name = timeline.transitions[index].name;
              this.phases = timeline.transitions[index].phases;
              this.scene = scene.transitions[index];
              this.views = new Map();
              for (const element of section.querySelectorAll("[data-target]")) {
                this.views.set(element.dataset.target, element);
              }
              const dimming = this.views.get("dimming");
              if (dimming && this.scene.dimming) dimming.style.backgroundColor = this.scene.dimming.color;
              this.scrubber = section.querySelector(".scrubber");
              this.scrubber.max = String(this.total);
              this.clock = section.querySelector(".clock");
              this.toggleButton = section.querySelector('[data-action="toggle"]');
              this.phase = 0;
              this.time = 0;
              this.stopPhase = 0;
              this.hold = 0;
              this.playing = false;
              this.speed = 1;
              const [, , finalWidth, finalHeight] = this.scene.finalFrame;
              const band = (0.58 * finalHeight) / Math.max(1, this.scene.tags.length);
              this.tagFrames = this.scene.tags.map((_, order) => [
                0.12 * finalWidth, 0.3 * finalHeight + order * band, 0.76 * finalWidth, 0.84 * band,
              ]);
              section.addEventListener("click", (event) => this.click(event));
              this.scrubber.addEventListener("input", () => this.seekPosition(Number(this.scrubber.value)));
            }

            duration(phase) { return this.phases[phase].duration; }
            get total() { return this.duration(0) + this.duration(1); }
            get position() { return this.phase === 0 ? this.time : this.duration(0) + this.time; }

            click(event) {
              const button = event.target.closest("button");
              if (!button) return;
              const action = button.dataset.action;
              if (action === "present") this.play(0, 0);
              else if (action === "dismiss") this.play(1, 1);
              else if (action === "both") this.play(0, 1);
              else if (action === "toggle") this.toggle();
              else if (button.dataset.speed) {
                this.speed = Number(button.dataset.speed);
                for (const other of this.section.querySelectorAll("[data-speed]")) {
                  other.setAttribute("aria-pressed", String(other === button));
                }
              }
            }

            // Shows `phase` at `time`, paused.
            seek(phase, time) {
              this.playing = false;
              this.hold = 0;
              this.phase = phase;
              this.time = clamp(time, 0, this.duration(phase));
              this.render();
            }

            // Seeks a position on the scrubber: present, then dismiss.
            seekPosition(position) {
              const presentEnd = this.duration(0);
              if (position <= presentEnd) this.seek(0, position); else this.seek(1, position - presentEnd);
            }

            step(frames) {
              this.seekPosition(clamp(this.position + frames / timeline.fps, 0, this.total));
            }

            play(phase, stopPhase) {
              this.seek(phase, 0);
              this.stopPhase = stopPhase;
              this.playing = true;
              this.render();
              wake();
            }

            toggle() {
              if (this.playing) {
                this.playing = false;
                this.hold = 0;
                this.render();
              } else if (this.phase === 1 && this.time >= this.duration(1)) {
                this.play(0, 1);
              } else {
                this.stopPhase = 1;
                this.playing = true;
                this.render();
                wake();
              }
            }

            // Moves playback on by `seconds` of wall time; "Play both" holds between the phases.
            advance(seconds) {
              if (this.hold > 0) {
                this.hold -= seconds;
                if (this.hold <= 0) {
                  this.hold = 0;
                  this.phase = 1;
                  this.time = 0;
                }
              } else {
                this.time += seconds * this.speed;
                const end = this.duration(this.phase);
                if (this.time >= end) {
                  this.time = end;
                  if (this.phase < this.stopPhase) this.hold = holdSeconds; else this.playing = false;
                }
              }
              this.render();
            }

            render() {
              const phase = this.phases[this.phase];
              const setting = this.scene.phases[this.phase];
              const states = new Map();
              states.set("presenting", resting([0, 0, width, height], 1, 0));
              if (this.scene.dimming) states.set("dimming", resting([0, 0, width, height], this.scene.dimming.alpha, 0));
              states.set("presented", resting(this.scene.finalFrame, 1, this.scene.cornerRadius || 0));
              this.scene.tags.forEach((tag, order) => {
                states.set(`presented.tag(${tag})`, resting(this.tagFrames[order], 1, 16));
              });
              for (const track of phase.tracks) {
                const state = states.get(track.target);
                if (state && track.samples.length > 0) apply(state, track.property, valueAt(track.samples, this.time));
              }
              // UIKit takes views off screen when a phase completes.
              if (this.time >= phase.duration) {
                if (this.phase === 0 && this.scene.presentingLeavesScreen) states.get("presenting").hidden = true;
                if (this.phase === 1) {
                  states.get("presented").hidden = true;
                  if (states.has("dimming")) states.get("dimming").hidden = true;
                }
              }
              for (const [target, state] of states) {
                const element = this.views.get(target);
                if (element) paint(element, state, setting, target);
              }
              const above = setting.presentedAbovePresenting;
              const layers = { presenting: above ? 1 : 3, dimming: above ? 2 : 1, presented: above ? 3 : 2 };
              for (const [target, layer] of Object.entries(layers)) {
                const element = this.views.get(target);
                if (element) element.style.zIndex = String(layer);
              }
              this.scrubber.value = String(this.position);
              const name = this.phase === 0 ? "present" : "dismiss";
              this.clock.textContent = `${name} ${this.time.toFixed(3)} s / ${phase.duration.toFixed(3)} s`;
              this.toggleButton.textContent = this.playing ? "Pause" : "Play";
              this.section.classList.toggle("playing", this.playing);
            }
          }

          const rows = Array.from(document.querySelectorAll("section.transition"), (section) => new Row(section));
          let selected = null;
          function select(row) {
            if (selected) selected.section.classList.remove("selected");
            selected = row;
            if (row) row.section.classList.add("selected");
          }
          for (const row of rows) {
            row.section.addEventListener("pointerdown", () => select(row));
            row.section.addEventListener("focusin", () => select(row));
          }

          let running = false;
          let lastFrame = null;
          function tick(now) {
            const seconds = lastFrame === null ? 0 : Math.min((now - lastFrame) / 1000, 0.1);
            lastFrame = now;
            let any = false;
            for (const row of rows) {
              if (row.playing) {
                row.advance(seconds);
                any = any || row.playing;
              }
            }
            if (any) {
              requestAnimationFrame(tick);
            } else {
              running = false;
              lastFrame = null;
            }
          }
          function wake() {
            if (running) return;
            running = true;
            lastFrame = null;
            requestAnimationFrame(tick);
          }

          // Space plays or pauses the selected row; the arrows step it one frame.
          function onKey(event) {
            if (!selected || event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === " ") {
              event.preventDefault();
              if (event.type === "keydown" && !event.repeat) selected.toggle();
            } else if (event.type === "keydown" && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
              event.preventDefault();
              selected.step(event.key === "ArrowLeft" ? -1 : 1);
            }
          }
          document.addEventListener("keydown", onKey);
          document.addEventListener("keyup", onKey);

          const parameters = new URLSearchParams(location.search);
          const wanted = parameters.get("transition");
          select(rows.find((row) => row.name === wanted) || rows[0] || null);
          const seeking = parameters.has("t") || parameters.has("phase");
          const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
          for (const row of rows) {
            if (seeking || reduced) row.seek(0, row.duration(0)); else row.play(0, 0);
          }
          if (seeking && selected) {
            const time = Number(parameters.get("t"));
            selected.seek(parameters.get("phase") === "dismiss" ? 1 : 0, Number.isFinite(time) ? time : 0);
          }
          if (wanted && selected && selected.name === wanted) selected.section.scrollIntoView({ block: "start" });
        })();
        """#
}
