// The programs the simulation tests run: the spec's samples and every corpus file that checks
// clean (no `expected-error`), found from this file's path.
import Foundation
import TransSimulation

enum ProgramInputs {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func samples() throws -> [SimulationInput] {
        try files(in: packageRoot.appendingPathComponent("samples"), recursive: false)
    }

    static func cleanCorpus() throws -> [SimulationInput] {
        try files(in: packageRoot.appendingPathComponent("Tests/Corpus"), recursive: true)
            .filter { !$0.source.contains("expected-error") && !$0.name.hasPrefix("spec/valid/") }
    }

    private static func files(in directory: URL, recursive: Bool) throws -> [SimulationInput] {
        let manager = FileManager.default
        let names =
            recursive
            ? (manager.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            : try manager.contentsOfDirectory(atPath: directory.path)
        return try names.filter { $0.hasSuffix(".trans") }.sorted().map { name in
            SimulationInput(
                name: name, source: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// A short name for a failure: `program: phase target property` for a sample mismatch,
    /// `program: problem` for an invariant failure.
    static func signatures(_ result: SimulationResult) -> Set<String> {
        var signatures = Set<String>()
        for line in result.mismatches {
            let words = line.split(separator: " ")
            signatures.insert("\(result.name): \(words[1]) \(words[2]) \(words[3])")
        }
        for line in result.problems {
            let text = line.split(separator: " ").dropFirst().joined(separator: " ")
            signatures.insert("\(result.name): \(text)")
        }
        return signatures
    }
}
