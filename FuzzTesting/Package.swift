// swift-tools-version:6.0
// libFuzzer targets for transc, in a package of their own so the main build needs no
// sanitizer. Build and run with `./fuzz.sh` (see README.md).
import PackageDescription

let package = Package(
    name: "transc-fuzz",
    dependencies: [.package(name: "transc", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "TransDriver", package: "transc")]),
        // One target per stage: lexer, parser, checker, timeline, Swift emission, fmt round-trip.
        .executableTarget(name: "FuzzLexer", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzParser", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzChecker", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzTimeline", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSwift", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzFormat", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
