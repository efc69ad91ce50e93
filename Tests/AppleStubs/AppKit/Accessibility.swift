// Accessibility: NSAccessibility notifications, roles, priority levels, NSAccessibilityElement and
// the NSAccessibilityProtocol setters that NSView, NSWindow, NSMenuItem and NSAccessibilityElement implement.

/// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct
public struct NSAccessibility {
    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/post(element:notification:)
    public static func post(element: Any, notification: NSAccessibility.Notification) {}
    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/post(element:notification:userinfo:)
    @available(macOS 10.7, *)
    public static func post(
        element: Any, notification: NSAccessibility.Notification,
        userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
    ) {}

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notification
    public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let focusedUIElementChanged = Notification("AXFocusedUIElementChanged")
        public static let focusedWindowChanged = Notification("AXFocusedWindowChanged")
        public static let mainWindowChanged = Notification("AXMainWindowChanged")
        public static let valueChanged = Notification("AXValueChanged")
        public static let uiElementDestroyed = Notification("AXUIElementDestroyed")
        public static let created = Notification("AXCreated")
        public static let titleChanged = Notification("AXTitleChanged")
        public static let selectedChildrenChanged = Notification("AXSelectedChildrenChanged")
        public static let selectedTextChanged = Notification("AXSelectedTextChanged")
        public static let selectedRowsChanged = Notification("AXSelectedRowsChanged")
        public static let rowCountChanged = Notification("AXRowCountChanged")
        public static let resized = Notification("AXResized")
        public static let moved = Notification("AXMoved")
        public static let helpTagCreated = Notification("AXHelpTagCreated")
        @available(macOS 10.7, *) public static let announcementRequested = Notification("AXAnnouncementRequested")
        @available(macOS 10.9, *) public static let layoutChanged = Notification("AXLayoutChanged")
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/notificationuserinfokey
    public struct NotificationUserInfoKey: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        @available(macOS 10.7, *) public static let announcement = NotificationUserInfoKey("AXAnnouncementKey")
        @available(macOS 10.9, *) public static let priority = NotificationUserInfoKey("AXPriorityKey")
        @available(macOS 10.9, *) public static let uiElements = NotificationUserInfoKey("AXUIElementsKey")
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role
    public struct Role: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let unknown = Role("AXUnknown")
        public static let button = Role("AXButton")
        public static let checkBox = Role("AXCheckBox")
        public static let radioButton = Role("AXRadioButton")
        public static let staticText = Role("AXStaticText")
        public static let textField = Role("AXTextField")
        public static let image = Role("AXImage")
        public static let group = Role("AXGroup")
        public static let list = Role("AXList")
        public static let link = Role("AXLink")
        public static let menuItem = Role("AXMenuItem")
        public static let popUpButton = Role("AXPopUpButton")
        public static let slider = Role("AXSlider")
        public static let toolbar = Role("AXToolbar")
        public static let window = Role("AXWindow")
        public static let progressIndicator = Role("AXProgressIndicator")
        public static let disclosureTriangle = Role("AXDisclosureTriangle")
    }

    /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/subrole
    public struct Subrole: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let unknown = Subrole("AXUnknown")
        public static let closeButton = Subrole("AXCloseButton")
        @available(macOS 10.9, *) public static let toggle = Subrole("AXToggle")
        @available(macOS 10.9, *) public static let `switch` = Subrole("AXSwitch")
    }
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityprioritylevel
@available(macOS 10.9, *)
public enum NSAccessibilityPriorityLevel: Int, Sendable {
    case low = 10
    case medium = 50
    case high = 90
}

/// https://developer.apple.com/documentation/appkit/nsaccessibilityelement-swift.class
@available(macOS 10.10, *)
open class NSAccessibilityElement: NSObject {
    public override init() { fatalError() }
    open class func element(withRole role: NSAccessibility.Role, frame: NSRect, label: String?, parent: Any?) -> Any {
        fatalError()
    }
    open func accessibilityAddChildElement(_ childElement: NSAccessibilityElement) {}
    open var accessibilityFrameInParentSpace: NSRect {
        get { fatalError() }
        set {}
    }

    open func accessibilityLabel() -> String? { fatalError() }
    open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
    open func accessibilityRole() -> NSAccessibility.Role? { fatalError() }
    open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {}
    open func setAccessibilityElement(_ accessibilityElement: Bool) {}
    open func isAccessibilityElement() -> Bool { fatalError() }
    open func setAccessibilityParent(_ accessibilityParent: Any?) {}
    open func setAccessibilityFrame(_ accessibilityFrame: NSRect) {}
    open func setAccessibilityValue(_ accessibilityValue: Any?) {}
    open func setAccessibilityHelp(_ accessibilityHelp: String?) {}
}
