// swift-tools-version:6.1
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
        // Compiles a target's `.trans` files to Swift at build time (docs/build-plugin.md).
        .plugin(name: "TransCompilerPlugin", targets: ["TransCompilerPlugin"]),
    ],
    targets: [
        .target(name: "TransJSON"),
        // The few POSIX threads and locks the front end and the backends share state through.
        .target(name: "TransThreads"),
        .target(name: "TransSyntax", dependencies: ["TransJSON", "TransThreads"]),
        .target(name: "TransCurves"),
        .target(name: "TransModel", dependencies: ["TransCurves"]),
        .target(name: "TransChecker", dependencies: ["TransSyntax", "TransModel", "TransThreads"]),
        // The one composition of lexer, parser and checker the driver, the server and the tests run.
        .target(name: "TransFrontEnd", dependencies: ["TransSyntax", "TransChecker", "TransModel"]),
        // The `Backend` seam every output implements (docs/architecture.md, "How to add a backend").
        .target(name: "TransBackend", dependencies: ["TransModel", "TransThreads"]),
        .target(name: "TransTimeline", dependencies: ["TransModel", "TransCurves", "TransJSON", "TransBackend"]),
        .target(name: "TransSwiftBackend", dependencies: ["TransModel", "TransBackend"]),
        .target(name: "TransFormatter", dependencies: ["TransSyntax"]),
        .target(
            name: "TransPreview",
            dependencies: ["TransModel", "TransTimeline", "TransCurves", "TransJSON", "TransBackend"]
        ),
        .target(
            name: "TransLanguageServer",
            dependencies: [
                "TransSyntax", "TransChecker", "TransFrontEnd", "TransModel", "TransCurves", "TransTimeline",
                "TransFormatter", "TransJSON",
            ]
        ),
        .target(
            name: "TransDriver",
            dependencies: [
                "TransSyntax", "TransChecker", "TransFrontEnd", "TransModel", "TransTimeline", "TransSwiftBackend",
                "TransFormatter", "TransPreview", "TransLanguageServer", "TransBackend",
            ]
        ),
        .executableTarget(name: "transc", dependencies: ["TransDriver"]),
        .plugin(name: "TransCompilerPlugin", capability: .buildTool(), dependencies: ["transc"]),
        .executableTarget(
            name: "transc-benchmark",
            dependencies: [
                "TransSyntax", "TransChecker", "TransFrontEnd", "TransTimeline", "TransSwiftBackend", "TransModel",
                "TransLanguageServer",
            ],
            path: "Benchmarks/transc-benchmark"
        ),
        .target(
            name: "TransTestSupport",
            dependencies: ["TransSyntax", "TransFrontEnd", "TransModel"],
            path: "Tests/TransTestSupport"
        ),
        // Runs emitted Swift against the behavioural UIKit model (Tests/UIKitModel, a module
        // named UIKit, which TransSimulation builds itself with swiftc). docs/simulation.md.
        .target(
            name: "TransSimulation",
            dependencies: [
                "TransSyntax", "TransFrontEnd", "TransModel", "TransTimeline", "TransSwiftBackend", "TransTestSupport",
            ],
            path: "Tests/TransSimulation"
        ),
        .executableTarget(name: "transc-simulate", dependencies: ["TransSimulation"], path: "Tests/transc-simulate"),
        .testTarget(
            name: "TransSimulationTests",
            dependencies: ["TransSimulation", "TransTestSupport", "TransTimeline", "TransModel", "TransCurves"]
        ),
        .testTarget(name: "TransJSONTests", dependencies: ["TransJSON"]),
        .testTarget(name: "TransBackendTests", dependencies: ["TransBackend", "TransTestSupport"]),
        .testTarget(name: "TransSyntaxTests", dependencies: ["TransSyntax", "TransTestSupport"]),
        .testTarget(name: "TransCurvesTests", dependencies: ["TransCurves"]),
        .testTarget(
            name: "TransFrontEndTests",
            dependencies: ["TransFrontEnd", "TransSyntax", "TransModel", "TransTestSupport"]),
        .testTarget(
            name: "TransCheckerTests",
            dependencies: [
                "TransChecker", "TransSyntax", "TransModel", "TransCurves", "TransThreads", "TransTestSupport",
            ]
        ),
        .testTarget(
            name: "TransTimelineTests", dependencies: ["TransTimeline", "TransModel", "TransCurves", "TransJSON"]
        ),
        .testTarget(
            name: "TransSwiftBackendTests",
            dependencies: ["TransSwiftBackend", "TransModel", "TransSyntax", "TransChecker", "TransTestSupport"],
            exclude: ["Reference"]
        ),
        .testTarget(name: "TransFormatterTests", dependencies: ["TransFormatter", "TransSyntax", "TransTestSupport"]),
        .testTarget(
            name: "TransPreviewTests",
            dependencies: ["TransPreview", "TransTimeline", "TransModel", "TransJSON", "TransTestSupport"]),
        .testTarget(
            name: "TransLanguageServerTests",
            dependencies: [
                "TransLanguageServer", "TransSyntax", "TransChecker", "TransModel", "TransJSON", "TransTestSupport",
            ]
        ),
        .testTarget(
            name: "TransDriverTests",
            dependencies: ["TransDriver", "TransTestSupport", "TransBackend", "TransFrontEnd"]
        ),
        // Builds and runs Examples/TransitionDemo through the plugin, in a temporary directory.
        .testTarget(name: "TransBuildPluginTests", dependencies: ["TransTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// The behavioural UIKit model (Tests/UIKitModel, docs/simulation.md) as a library, so that a
// package built on Linux — Examples/TransitionDemo — can run emitted code. It is a module
// named UIKit, so it exists only where Apple's UIKit cannot: the manifest is evaluated on the
// host, and no Apple platform is built from a Linux host.
package.products.append(.library(name: "UIKitModel", targets: ["UIKit"]))
package.targets.append(.target(name: "UIKit", dependencies: ["TransCurves"], path: "Tests/UIKitModel"))
#endif
