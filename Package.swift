// swift-tools-version:6.0
// transc — a compiler for `.trans`, a declarative language for iOS custom modal transitions.
//
// The targets mirror the pipeline: source & diagnostics, lexer and parser (TransSyntax) →
// checker (TransChecker) → a resolved model (TransModel) → backends (TransTimeline,
// TransSwiftBackend). TransDriver is the command line's logic; `transc` only calls it.
import PackageDescription

let package = Package(
    name: "transc",
    products: [
        .executable(name: "transc", targets: ["transc"]),
        .library(name: "TransDriver", targets: ["TransDriver"]),
        .executable(name: "transc-simulate", targets: ["transc-simulate"]),
    ],
    targets: [
        .target(name: "TransJSON"),
        .target(name: "TransSyntax", dependencies: ["TransJSON"]),
        .target(name: "TransCurves"),
        .target(name: "TransModel", dependencies: ["TransCurves"]),
        .target(name: "TransChecker", dependencies: ["TransSyntax", "TransModel"]),
        .target(name: "TransTimeline", dependencies: ["TransModel", "TransCurves", "TransJSON"]),
        .target(name: "TransSwiftBackend", dependencies: ["TransModel"]),
        .target(name: "TransFormatter", dependencies: ["TransSyntax"]),
        .target(name: "TransPreview", dependencies: ["TransModel", "TransTimeline", "TransCurves", "TransJSON"]),
        .target(
            name: "TransLanguageServer",
            dependencies: [
                "TransSyntax", "TransChecker", "TransModel", "TransCurves", "TransTimeline", "TransFormatter",
                "TransJSON",
            ]
        ),
        .target(
            name: "TransDriver",
            dependencies: [
                "TransSyntax", "TransChecker", "TransModel", "TransTimeline", "TransSwiftBackend", "TransFormatter",
                "TransPreview", "TransLanguageServer",
            ]
        ),
        .executableTarget(name: "transc", dependencies: ["TransDriver"]),
        .executableTarget(
            name: "transc-benchmark",
            dependencies: [
                "TransSyntax", "TransChecker", "TransTimeline", "TransSwiftBackend", "TransModel",
                "TransLanguageServer",
            ],
            path: "Benchmarks/transc-benchmark"
        ),
        .target(
            name: "TransTestSupport",
            dependencies: ["TransSyntax", "TransChecker", "TransModel"],
            path: "Tests/TransTestSupport"
        ),
        // Runs emitted Swift against the behavioural UIKit model (Tests/UIKitModel, built by
        // TransSimulation itself, not by SwiftPM: it is a module named UIKit). docs/simulation.md.
        .target(
            name: "TransSimulation",
            dependencies: [
                "TransSyntax", "TransChecker", "TransModel", "TransTimeline", "TransSwiftBackend", "TransTestSupport",
            ],
            path: "Tests/TransSimulation"
        ),
        .executableTarget(name: "transc-simulate", dependencies: ["TransSimulation"], path: "Tests/transc-simulate"),
        .testTarget(
            name: "TransSimulationTests",
            dependencies: ["TransSimulation", "TransTestSupport", "TransTimeline", "TransModel", "TransCurves"]
        ),
        .testTarget(name: "TransJSONTests", dependencies: ["TransJSON"]),
        .testTarget(name: "TransSyntaxTests", dependencies: ["TransSyntax", "TransTestSupport"]),
        .testTarget(name: "TransCurvesTests", dependencies: ["TransCurves"]),
        .testTarget(
            name: "TransCheckerTests", dependencies: ["TransChecker", "TransSyntax", "TransModel", "TransTestSupport"]
        ),
        .testTarget(
            name: "TransTimelineTests", dependencies: ["TransTimeline", "TransModel", "TransCurves", "TransJSON"]
        ),
        .testTarget(
            name: "TransSwiftBackendTests",
            dependencies: ["TransSwiftBackend", "TransModel", "TransSyntax", "TransChecker", "TransTestSupport"],
            exclude: ["Reference", "Golden"]
        ),
        .testTarget(name: "TransFormatterTests", dependencies: ["TransFormatter", "TransSyntax", "TransTestSupport"]),
        .testTarget(
            name: "TransPreviewTests",
            dependencies: ["TransPreview", "TransTimeline", "TransModel", "TransTestSupport"]),
        .testTarget(
            name: "TransLanguageServerTests",
            dependencies: ["TransLanguageServer", "TransSyntax", "TransChecker", "TransModel", "TransTestSupport"]
        ),
        .testTarget(name: "TransDriverTests", dependencies: ["TransDriver", "TransTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
