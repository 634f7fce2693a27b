// Builds the runner — the rewritten Swift files, a generated entry registering each
// `NAMETransition`, linked with the cached model — and runs it on a plan.
import Foundation
import TransTestSupport

enum Runner {
    static func run(swiftFiles: [String], plans: [PlannedTransition]) throws -> [ExecutedTransition] {
        let run = try ModelProgram.run(
            swiftFiles: swiftFiles, entry: entrySource(names: plans.map(\.name)),
            input: try JSONEncoder().encode(plans))
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard run.status == 0, let results = try? decoder.decode([ExecutedTransition].self, from: Data(run.output.utf8))
        else {
            throw SimulationError(description: "the runner failed (status \(run.status)):\n\(run.standardError)")
        }
        return results
    }

    /// The generated `@main`: the registry of every transition's preparer.
    static func entrySource(names: [String]) -> String {
        // One transition object per name for the whole run, as an app keeps one: stacked
        // presentations prepared by it must each keep their own pan.
        let objects = names.enumerated().map { "        let transition\($0.offset) = \($0.element)Transition()" }
        let entries = names.enumerated().map {
            "            \"\($0.element)\": { transition\($0.offset).prepare($0) },"
        }
        return """
            import SimulationHarness
            import UIKit

            @main struct SimulationEntry {
                @MainActor static func main() {
            \(objects.joined(separator: "\n"))
                    runSimulation([
            \(entries.isEmpty ? "            :" : entries.joined(separator: "\n"))
                    ])
                }
            }

            """
    }
}
