// The benchmark's input: one deterministic generated file, and the same content as JSON for
// the outside anchor (python's `json.loads`).

/// A generated `.trans` file of many transitions in the shapes of the samples (constants,
/// presentation, dimming, springs, keyframes, a reversed dismissal), and the same transitions
/// written as JSON with the same fields, values and indentation.
struct BenchmarkInput {
    let source: String
    let json: String
    let transitionCount: Int

    /// The first `count` transitions.
    init(transitions count: Int) {
        var source = "let margin = 35\nlet quick = spring(damping: 0.9, velocity: 0.1)\n"
        var json = "{\n  \"margin\": 35,\n  \"quick\": {\"spring\": {\"damping\": 0.9, \"velocity\": 0.1}},\n"
        json += "  \"transitions\": [\n"
        for index in 0..<count {
            source += Self.transition(index)
            json += Self.jsonTransition(index) + (index + 1 < count ? ",\n" : "\n")
        }
        json += "  ]\n}\n"
        self.source = source
        self.json = json
        self.transitionCount = count
    }

    /// The largest input of whole transitions under `bytes` bytes of source.
    init(bytesUnder bytes: Int) {
        let perTransition = Self.transition(50_000).utf8.count
        self.init(transitions: (bytes - 200) / perTransition)
    }

    private static func transition(_ index: Int) -> String {
        """
        transition Sheet\(index) {
            doc: "Sheet number \(index)."
            style: custom
            presentation {
                frame: inset(top: 80, left: margin, bottom: 80, right: margin)
                cornerRadius: 12
                dimming { color: rgba(0.1, 0.1, 0.1, 0.5), alpha: 0.6, tapToDismiss: true }
            }
            present {
                duration: 0.45s
                curve: quick
                animate presented { frame: offscreen(bottom) -> final, alpha: 0 -> 1 }
                animate presented.tag(\(index % 1000 + 1)) {
                    curve: linear
                    scale: keyframes(cubic) { 0: 0.8, 0.5: 1.1, 1: 1 }
                }
            }
            dismiss: reverse
        }

        """
    }

    private static func jsonTransition(_ index: Int) -> String {
        """
            {
              "transition": "Sheet\(index)",
              "doc": "Sheet number \(index).",
              "style": "custom",
              "presentation": {
                "frame": {"inset": {"top": 80, "left": "margin", "bottom": 80, "right": "margin"}},
                "cornerRadius": 12,
                "dimming": {"color": {"rgba": [0.1, 0.1, 0.1, 0.5]}, "alpha": 0.6, "tapToDismiss": true}
              },
              "present": {
                "duration": {"seconds": 0.45},
                "curve": "quick",
                "animate": [
                  {"target": "presented", "frame": ["offscreen(bottom)", "final"], "alpha": [0, 1]},
                  {"target": "presented.tag(\(index % 1000 + 1))", "curve": "linear",
                    "scale": {"keyframes": "cubic", "keys": {"0": 0.8, "0.5": 1.1, "1": 1}}}
                ]
              },
              "dismiss": "reverse"
            }
        """
    }
}
