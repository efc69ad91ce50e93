// Signature stubs of SwiftUI's toolbar API, written from Apple's documentation.
import Foundation

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > { fatalError() }
}

/// Result of `ToolbarContentBuilder.buildBlock` for several items.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let secondaryAction = ToolbarItemPlacement()
    @available(watchOS, unavailable)
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let keyboard = ToolbarItemPlacement()
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static let topBarLeading = ToolbarItemPlacement()
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static let topBarTrailing = ToolbarItemPlacement()
    @available(iOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use topBarLeading instead.")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use topBarTrailing instead.")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
}
