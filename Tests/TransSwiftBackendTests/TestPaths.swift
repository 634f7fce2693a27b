// Where the backend's tests find their inputs: the samples and the hand-written reference code.
import Foundation
import TransTestSupport

/// Where the backend's tests find their inputs, beside `PackagePaths`.
enum TestPaths {
    /// Hand-written code the emitted Swift must match in shape, type-checked on its own.
    static let referenceDirectory = PackagePaths.url("Tests/TransSwiftBackendTests/Reference")

    /// The spec's samples (`samples/*.trans`), sorted by name.
    static func samples() throws -> [URL] {
        try PackagePaths.transFiles(in: PackagePaths.samples, recursive: false).map(\.url)
    }

    /// The seed gallery (`samples/seeds/*.trans`, docs/seeds.md), sorted by name.
    static func seeds() throws -> [URL] {
        try PackagePaths.transFiles(in: PackagePaths.url("samples/seeds"), recursive: false).map(\.url)
    }
}
