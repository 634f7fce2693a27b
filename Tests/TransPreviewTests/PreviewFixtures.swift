// Hand-built programs for the preview tests, and reading the data a page embeds.
import TransModel
import TransPreview
import TransTimeline

enum PreviewFixtures {
    static let easeInOut = Timing(delay: 0, duration: 0.5, curve: .easeInOut, durationIsWritten: true)

    static func number(_ value: Double) -> TrackValue { .scalar(.constant(value)) }

    static func track(_ target: Target, _ property: Property, _ from: TrackValue, _ to: TrackValue) -> Track {
        Track(target: target, property: property, animation: .fromTo(from, to), timing: easeInOut)
    }

    static func phase(
        _ kind: PhaseKind, _ targets: [AnimatedTarget], origin: PhaseOrigin = .written,
        perspective: ScalarExpression? = nil,
        dimmingFade: Track? = nil, presentedAbovePresenting: Bool = true
    ) -> Phase {
        Phase(
            kind: kind, origin: origin, timing: easeInOut, perspective: perspective, targets: targets,
            dimmingFade: dimmingFade, presentedAbovePresenting: presentedAbovePresenting)
    }

    /// A card that fades in over a dimming view, with `doc` as its documentation.
    static func fade(named name: String = "Fade", doc: String? = nil) -> Transition {
        let presentation = Presentation(
            frame: .rect(x: .constant(20), y: .constant(100), width: .constant(300), height: .constant(400)),
            removesPresentersView: false,
            dimming: Dimming(color: Color(red: 0.25, green: 0.5, blue: 1, alpha: 0.5), alpha: 0.4, tapToDismiss: true),
            cornerRadius: 12)
        let fadeIn = track(.presented, .alpha, number(0), number(1))
        let fadeOut = track(.presented, .alpha, number(1), number(0))
        return Transition(
            name: name, documentation: doc, style: .custom, systemAnimation: nil, presentation: presentation,
            present: phase(
                .present, [AnimatedTarget(target: .presented, anchor: nil, tracks: [fadeIn])],
                dimmingFade: track(.dimming, .alpha, number(0), number(0.4))),
            dismiss: phase(
                .dismiss, [AnimatedTarget(target: .presented, anchor: nil, tracks: [fadeOut])],
                dimmingFade: track(.dimming, .alpha, number(0.4), number(0))),
            interactiveDismissal: nil)
    }

    /// page-flip.trans: the presenting view turns on its left edge over the presented one;
    /// UIKit's cover-vertical dismissal; a tagged subview that scales as the flip ends.
    static let pageFlip: Transition = {
        let turn = AnimatedTarget(
            target: .presenting, anchor: UnitPoint(x: 0, y: 0.5),
            tracks: [
                track(.presenting, .rotationY, number(0), number(-Double.pi / 2)),
                track(.presenting, .shade, number(0), number(1)),
            ])
        let content = AnimatedTarget(
            target: .presentedTag(7), anchor: nil, tracks: [track(.presentedTag(7), .scale, number(0.9), number(1))])
        let offscreenBottom = FrameExpression.rect(
            x: .component(.final, .x), y: .container(.height), width: .component(.final, .width),
            height: .component(.final, .height))
        let cover = AnimatedTarget(
            target: .presented, anchor: nil,
            tracks: [track(.presented, .frame, .frame(.final), .frame(offscreenBottom))])
        return Transition(
            name: "PageFlip", documentation: nil, style: .fullScreen, systemAnimation: nil, presentation: nil,
            present: phase(.present, [turn, content], perspective: .constant(500), presentedAbovePresenting: false),
            dismiss: phase(.dismiss, [cover], origin: .system(.coverVertical)),
            interactiveDismissal: nil)
    }()

    static func program(_ transitions: [Transition], sourceName: String = "test.trans") -> Program {
        Program(sourceName: sourceName, transitions: transitions)
    }

    /// The page for `program`, evaluated with `options`.
    static func page(_ program: Program, options: TimelineOptions = TimelineOptions()) -> String {
        PreviewRenderer.html(program, timeline: TimelineEvaluator.evaluate(program, options: options))
    }
}

/// The text of the `<script type="application/json" id="ID">` element in `page`, with the
/// page's one escape (`\u003c` for `<`) undone; nil when there is no such element.
func embeddedJSON(_ id: String, in page: String) -> String? {
    let start = "<script type=\"application/json\" id=\"\(id)\">\n"
    guard let open = page.range(of: start),
        let close = page.range(of: "</script>", range: open.upperBound..<page.endIndex)
    else { return nil }
    let escaped = page[open.upperBound..<close.lowerBound]
    var text = ""
    var index = escaped.startIndex
    while index < escaped.endIndex {
        let rest = escaped[index...]
        if rest.hasPrefix("\\u003c") {
            text += "<"
            index = escaped.index(index, offsetBy: 6)
        } else if rest.hasPrefix("\\") {
            text += rest.prefix(2)
            index = escaped.index(index, offsetBy: min(2, rest.count))
        } else {
            text.append(escaped[index])
            index = escaped.index(after: index)
        }
    }
    return text
}

/// How many times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
