// Signature stubs of WidgetKit for type-checking a11yfix output on Linux (see ../README.md),
// written from Apple's documentation: a widget, its static configuration and timeline, its family.
import Foundation
import SwiftUI

/// https://developer.apple.com/documentation/widgetkit/widgetconfiguration
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public protocol WidgetConfiguration {}

/// https://developer.apple.com/documentation/widgetkit/widget
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency var body: Body { get }
    init()
}

/// https://developer.apple.com/documentation/widgetkit/timelineentry
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public protocol TimelineEntry {
    var date: Date { get }
}

/// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public struct TimelineReloadPolicy: Equatable {
    public static let never = TimelineReloadPolicy()
}

/// https://developer.apple.com/documentation/widgetkit/timeline
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}

/// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public struct TimelineProviderContext {}

/// https://developer.apple.com/documentation/widgetkit/timelineprovider
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// https://developer.apple.com/documentation/widgetkit/staticconfiguration
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    @MainActor @preconcurrency public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {}
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
extension WidgetConfiguration {
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/configurationdisplayname(_:)-3vbyw
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { self }
}

/// https://developer.apple.com/documentation/widgetkit/widgetfamily
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
public enum WidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge
    @available(iOS 16.0, macOS 14.0, watchOS 9.0, *) case accessoryCircular
    @available(iOS 16.0, macOS 14.0, watchOS 9.0, *) case accessoryInline
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/widgetfamily
    public var widgetFamily: WidgetFamily { .systemSmall }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/widgetaccentable(_:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
