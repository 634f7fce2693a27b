// The programs the simulation tests run: the spec's samples and every corpus file that checks
// clean (no `expected-error`).
import Foundation
import TransSimulation
import TransTestSupport

enum ProgramInputs {

    static func samples() throws -> [SimulationInput] {
        try files(in: PackagePaths.samples, recursive: false)
    }

    /// The seed gallery (`samples/seeds/`), apart from the samples: some share a file name.
    static func seeds() throws -> [SimulationInput] {
        try files(in: PackagePaths.samples.appendingPathComponent("seeds"), recursive: false)
    }

    static func cleanCorpus() throws -> [SimulationInput] {
        try files(in: PackagePaths.corpus, recursive: true)
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
}
