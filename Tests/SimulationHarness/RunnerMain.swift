// The runner's entry: reads the plan, runs each transition, prints the result. The generated
// main.swift calls `runSimulation(_:)` with the registry of `NAMETransition` preparers.
import UIKit

@MainActor public func runSimulation(_ registry: [String: Preparer]) {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    guard let plans = try? JSONDecoder().decode([PlannedTransition].self, from: input) else {
        FileHandle.standardError.write(Data("runner: unreadable plan\n".utf8))
        exit(2)
    }
    var results: [ExecutedTransition] = []
    for plan in plans {
        guard let prepare = registry[plan.name] else {
            FileHandle.standardError.write(Data("runner: no \(plan.name)Transition in the Swift file\n".utf8))
            exit(2)
        }
        results.append(TransitionHarness(plan: plan, prepare: prepare).run())
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // A view that is not there reads as NaN: say so rather than fail to encode.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
        FileHandle.standardOutput.write(try encoder.encode(results))
    } catch {
        FileHandle.standardError.write(Data("runner: cannot encode the results: \(error)\n".utf8))
        exit(2)
    }
}
