// swift-tools-version:6.0
// An app-like package that uses transc's build-tool plugin: the `.trans` files under
// Sources/TransitionDemo become Swift at build time (docs/build-plugin.md).
import PackageDescription

/// On Linux the only UIKit is transc's behavioural model (a module named UIKit), so the demo
/// links it there and nowhere else: on Apple's platforms `import UIKit` is Apple's.
var uikit: [Target.Dependency] = []
#if os(Linux)
uikit.append(.product(name: "UIKitModel", package: "transc", condition: .when(platforms: [.linux])))
#endif

let package = Package(
    name: "TransitionDemo",
    platforms: [.iOS(.v15)],
    dependencies: [.package(name: "transc", path: "../..")],
    targets: [
        .executableTarget(
            name: "TransitionDemo",
            dependencies: uikit,
            plugins: [.plugin(name: "TransCompilerPlugin", package: "transc")]
        )
    ],
    swiftLanguageModes: [.v6]
)
