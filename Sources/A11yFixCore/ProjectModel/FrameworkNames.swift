/// Names from SwiftUI, UIKit, AppKit, Foundation and the standard library that a view's code
/// calls, beyond `ProjectIndex.plainContent` and `ProjectIndex.controls`: layout views, controls,
/// and values that are no view (styles, formatters, feedback generators, property wrappers).
/// Known by name, they are never "a view the tool cannot see into" (judged on unseen apps:
/// "cannot see into `CircularProgressViewStyle`", a SwiftUI type).
public enum FrameworkNames {
    /// Views a person operates, besides `ProjectIndex.controls`.
    public static let controls: Set<String> = [
        "TextFieldLink", "HelpLink", "SettingsLink", "ProductView", "StoreView", "SubscriptionStoreView",
        "SearchField", "UIButton", "UISwitch", "UISlider", "UITextField", "UISegmentedControl", "NSButton",
        "NSTextField", "NSSlider", "NSPopUpButton", "NSSegmentedControl",
    ]

    /// Views that lay out or animate the views of their closures, like a stack.
    public static let layouts: Set<String> = [
        "LazyVGrid", "LazyHGrid", "ScrollViewReader", "PhaseAnimator", "KeyframeAnimator", "AnyLayout",
        "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "EquatableView",
        "ToolbarItem", "ToolbarItemGroup",
        // swift-perception's and the Composable Architecture's wrappers draw their closure as it is.
        "WithPerceptionTracking", "WithViewStore",
    ]

    /// Image views of common image-loading packages (Kingfisher, SDWebImageSwiftUI, NukeUI,
    /// CachedAsyncImage): they only show a picture, as `Image` and `AsyncImage` do (judged on
    /// unseen apps: a banner of a `KFAnimatedImage` and text was reported as one the tool cannot
    /// see into). A project type of the same name is looked up first by the callers.
    public static let imageViews: Set<String> = [
        "KFImage", "KFAnimatedImage", "WebImage", "AnimatedImage", "LazyImage", "CachedAsyncImage",
    ]

    /// Values a view's code builds that draw nothing a person operates.
    static let values: Set<String> = [
        // SwiftUI
        "AppStorage", "SceneStorage", "FocusState", "GestureState", "StateObject", "ObservedObject",
        "EnvironmentObject", "Published", "Bindable", "FocusedValue", "FetchRequest", "Query", "GridItem",
        "AnyTransition", "KeyboardShortcut", "KeyEquivalent", "EventModifiers", "ButtonRole", "Visibility",
        "ToolbarItemPlacement", "ColorScheme", "DynamicTypeSize", "LocalizedStringResource", "ProposedViewSize",
        "ViewDimensions", "Image.Scale", "SymbolRenderingMode", "ContentShapeKinds", "AccessibilityTraits",
        "Text.Scale", "Spring", "UnitCurve", "CornerRadius", "RectangleCornerRadii", "ImageRenderer",
        // UIKit, AppKit and Core Graphics
        "UIApplication", "UIScreen", "UIDevice", "UIPasteboard", "UIEdgeInsets", "UIBezierPath", "UIAccessibility",
        "UIView", "UIImageView", "UIFontMetrics", "UIActivityViewController", "NSWorkspace", "NSPasteboard",
        "NSApplication", "NSCursor", "NSSound", "NSEvent", "NSBezierPath", "NSEdgeInsets", "NSScreen",
        "CGAffineTransform", "CGVector", "CATransform3D",
        // Foundation, Combine and the standard library
        "AnyIterator", "AnySequence", "AnyCollection", "Range", "ClosedRange", "IndexSet", "IndexPath", "Timer",
        "TimeInterval", "DateComponents", "DateInterval", "TimeZone", "Notification", "NotificationCenter",
        "UserDefaults", "Bundle", "FileManager", "ProcessInfo", "JSONDecoder", "JSONEncoder", "PropertyListDecoder",
        "PropertyListEncoder", "NSRegularExpression", "NSPredicate", "NSSortDescriptor", "SortDescriptor",
        "URLRequest", "URLComponents", "URLQueryItem", "Result", "NSError", "Error", "Logger", "Just",
        "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Float80", "Substring", "ObjectIdentifier", "AnyHashable",
        "Mirror", "DispatchTime", "DispatchWorkItem", "OperationQueue", "MainActor", "ContinuousClock",
        "AsyncStream", "CheckedContinuation", "Selector", "NSNumber", "NSString", "NSURL", "NSMutableAttributedString",
    ]

    /// Endings of framework value types: `CircularProgressViewStyle`, `PlainButtonStyle`,
    /// `ByteCountFormatter`, `UIImpactFeedbackGenerator`, `UIImage.SymbolConfiguration`.
    static let valueEndings = [
        "Style", "Formatter", "FeedbackGenerator", "Gesture", "Configuration", "Layout", "Proxy", "Transition",
    ]

    /// Whether `name` is a framework value, not a view: a project's own type of the same name
    /// is looked up first by the callers.
    public static func isValue(_ name: String) -> Bool {
        values.contains(name) || valueEndings.contains(where: name.hasSuffix)
    }
}
