// `transc preview`: diagnose one file and write the HTML page that plays its transitions, or its SVG storyboard.
import TransSyntax

/// Runs `preview` on its one input; an input with errors writes nothing.
///
/// It runs the real `Pipeline`, not the driver's `Compiler`: the page is what the command is
/// for, so its tests look at real pages.
struct PreviewCommand {
    var request: PreviewRequest
    var reader: SourceReader
    var standardOutput: StandardOutput
    /// Whether `pretty` diagnostics get ANSI colour.
    var colored: Bool

    func run(into result: inout DriverResult) throws(UsageError) {
        let inputs = request.inputs
        let plan = try OutputPlan.resolve(
            request.output, inputs: inputs.files, command: .preview
        ) {
            OutputPlan.previewName(for: $0, format: request.format)
        }
        for (index, input) in inputs.files.enumerated() {
            guard let file = reader.read(input, into: &result) else { continue }
            let previewed = Pipeline.preview(file, options: inputs.options, format: request.format)
            result.standardError += inputs.diagnostics.render(previewed.diagnostics, in: file, colored: colored)
            if let failure = previewed.failure {
                result.fail(failure, status: .usageOrIO)
                continue
            }
            guard let page = previewed.artefact else {
                result.raise(to: .inputErrors)
                continue
            }
            plan.deliver(page, forInput: index, to: standardOutput, into: &result)
        }
    }
}
