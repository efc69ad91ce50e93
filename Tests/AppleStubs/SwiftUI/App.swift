// Signature stubs of SwiftUI's app structure, written from Apple's documentation.

/// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/commands
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/commandsbuilder
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder
public struct CommandsBuilder {
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/commandmenu
@available(iOS 14.0, macOS 11.0, *)
public struct CommandMenu<Content: View>: Commands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
extension Never: Commands {}
