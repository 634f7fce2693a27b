// Swift source shared by the scenarios that tests run on the UIKit model.

/// Pieces of scenario source that more than one test's runner needs.
enum ModelScenarioSource {
    /// `frame(_:)`: a view's on-screen frame as `[x, y, width, height]`, read from its
    /// presentation layer (the frame in flight), so that every scenario prints frames alike.
    static let frameFunction = """
        @MainActor func frame(_ view: UIView) -> String {
            let layer = view.layer.presentation() ?? view.layer
            let f = CGRect(
                x: layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                y: layer.position.y - layer.anchorPoint.y * layer.bounds.height,
                width: layer.bounds.width, height: layer.bounds.height)
            return "[\\(f.minX), \\(f.minY), \\(f.width), \\(f.height)]"
        }
        """
}
