// The checker's diagnostic about where the present animator lands the presented view, part of
// its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func landingOffFrame(
        _ landed: [Double], frame: [Double], at range: SourceRange, insertAt offset: Int?
    ) -> Diagnostic {
        func spelled(_ rect: [Double]) -> String {
            "(" + rect.map(MessageNumber.thousandths).joined(separator: ", ") + ")"
        }
        return .note(
            id(.landingOffFrame),
            "the present animator lands the presented view at \(spelled(landed)), not at its presentation frame \(spelled(frame)) (in the 393 × 852 container); the next container layout puts it back there unless 'presentation' says 'relayout: false'",
            at: range,
            fixIts: offset.map { [.insert(", relayout: false", at: $0, message: "add 'relayout: false'")] } ?? [])
    }
}
