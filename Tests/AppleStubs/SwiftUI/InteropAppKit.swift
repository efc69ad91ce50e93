// Signature stubs of SwiftUI API that bridges to AppKit, written from Apple's documentation.
// Built into the macOS flavour of the stub module only, as SwiftUI on macOS has no UIKit.
#if A11YFIX_OS_macOS
import AppKit

extension Color {
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(_ color: NSColor) { self.init(white: 0) }
    @available(macOS 12.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(nsColor: NSColor) { self.init(white: 0) }
}

extension Image {
    @available(macOS 10.15, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public init(nsImage: NSImage) {}
}

/// https://developer.apple.com/documentation/swiftui/nshostingview
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class NSHostingView<Content: View>: NSView {
    public required init(rootView: Content) { super.init(frame: .zero) }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/nshostingcontroller
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class NSHostingController<Content: View>: NSViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentable
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Self.Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Self.Context) -> Self.NSViewType
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}
#endif
