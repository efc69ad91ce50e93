// Signature stubs of SwiftUI API that bridges to UIKit, written from Apple's documentation.
// Built into the iOS flavour of the stub module only, as SwiftUI on iOS has no AppKit.
#if A11YFIX_OS_iOS
import UIKit

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-74o7v
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    public init(_ color: UIColor) { self.init(white: 0) }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public init(uiColor: UIColor) { self.init(white: 0) }
}

extension Font {
    /// https://developer.apple.com/documentation/swiftui/font/init(_:)-9mx1l: the real initializer
    /// takes a CTFont, to which a UIFont bridges.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init(_ font: UIFont) { self = .body }
}

extension Image {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    public init(uiImage: UIImage) {}
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}
#endif
