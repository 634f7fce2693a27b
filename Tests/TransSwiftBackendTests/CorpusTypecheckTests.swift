// Every valid program of the language corpus (Tests/Corpus) emits Swift that type-checks.
import Foundation
import TransModel
import TransSwiftBackend
import TransTestSupport
import XCTest

final class CorpusTypecheckTests: XCTestCase {
    /// `Tests/Corpus/**/*.trans` without an `expected-error`, sorted.
    private func validCorpusPrograms() throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: PackagePaths.corpus, includingPropertiesForKeys: nil)
        else { return [] }
        var programs: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "trans" {
            let text = try String(contentsOf: url, encoding: .utf8)
            if !text.contains("expected-error") { programs.append(url) }
        }
        return programs.sorted { $0.path < $1.path }
    }

    /// The public type names a file declares, to keep files that declare the same one apart.
    private func publicTypes(_ swift: String) -> Set<String> {
        Set(
            swift.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("public final class ") else { return nil }
                return line.dropFirst("public final class ".count).split(separator: ":").first.map(String.init)
            })
    }

    func testCorpusProgramsTypecheckInSwift6() throws {
        let programs = try validCorpusPrograms()
        guard !programs.isEmpty else {
            throw XCTSkip("no corpus at \(PackagePaths.corpus.path) yet")
        }
        // Batches of up to 50 files whose public types do not collide.
        var batches: [[(name: String, swift: String)]] = []
        var declared: [Set<String>] = []
        for (index, url) in programs.enumerated() {
            let source = try String(contentsOf: url, encoding: .utf8)
            guard
                let program = checkedProgram(
                    source, name: url.lastPathComponent, deploymentTarget: DeploymentTarget(major: 17, minor: 0))
            else { continue }
            let swift = SwiftEmitter.emit(program)
            let types = publicTypes(swift)
            let name = "corpus\(index)-\(url.deletingPathExtension().lastPathComponent).swift"
            if let batch = batches.indices.first(where: {
                batches[$0].count < 50 && declared[$0].isDisjoint(with: types)
            }) {
                batches[batch].append((name, swift))
                declared[batch].formUnion(types)
            } else {
                batches.append([(name, swift)])
                declared.append(types)
            }
        }
        for batch in batches {
            var sources = try EmittedSources()
            defer { sources.remove() }
            for file in batch { try sources.add(file.name, file.swift) }
            assertTypechecksClean(try typecheck(sources.files), "corpus files \(batch.map(\.name))")
        }
    }
}
