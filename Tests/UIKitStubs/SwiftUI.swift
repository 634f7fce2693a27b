// The SwiftUI surface the emitted SwiftUI entry point uses (and the README's usage example),
// with Apple's isolation: `View`, `ViewModifier`, `UIViewControllerRepresentable`, its context
// and `UIHostingController` are `@MainActor @preconcurrency`; the modifiers on `View`
// (`modifier(_:)`, `background(alignment:content:)`) are `nonisolated`; `Binding` and `State`
// are plain `@frozen` property wrappers. Type-checking only: every body is skipped.
import UIKit

// MARK: Views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError("stub") }
}

@frozen public struct Alignment: Equatable {
    public static let center = Alignment()
    private init() {}
}

// MARK: Modifiers

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy for the modified view (Apple's `ViewModifier.Content`).
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) { fatalError("stub") }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError("stub") }

    /// iOS 15: layers the views of `content` behind this view. (Apple's result is `some View`;
    /// the stub names a concrete type because its bodies are skipped.)
    @available(iOS 15.0, *)
    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _BackgroundModifier<V>> { fatalError("stub") }
}

/// What `background(alignment:content:)` applies (private to Apple's SDK).
@frozen public struct _BackgroundModifier<Background: View>: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError("stub") }
}

// MARK: State

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError("stub") }
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set { fatalError("stub") }
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stub")
    }
}

@frozen @propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { fatalError("stub") }
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set { fatalError("stub") }
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

// MARK: UIKit integration

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("stub") }
    @MainActor @preconcurrency public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) { fatalError("stub") }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError("stub") }
}

@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
> {
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}

@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    @MainActor @preconcurrency public init(rootView: Content) { fatalError("stub") }
    @MainActor @preconcurrency public var rootView: Content {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
    @MainActor @preconcurrency public required init?(coder: NSCoder) { fatalError("stub") }
}
