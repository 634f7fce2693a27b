// swift-tools-version:6.0
// libFuzzer targets for transc, in a package of their own so the main build needs no
// sanitizer. Build and run with `./fuzz.sh` (see README.md).
import PackageDescription

let package = Package(
    name: "transc-fuzz",
    dependencies: [.package(name: "transc", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "TransDriver", package: "transc")]),
        .executableTarget(name: "FuzzFrontEnd", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzBackends", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzFormat", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
