// Menus, toolbars and the status bar.

/// https://developer.apple.com/documentation/appkit/nsmenu
@MainActor @preconcurrency
open class NSMenu: NSObject {
    public init(title: String) { fatalError() }
    open var title: String {
        get { fatalError() }
        set {}
    }
    open var items: [NSMenuItem] {
        get { fatalError() }
        set {}
    }
    open func addItem(_ newItem: NSMenuItem) {}
    @discardableResult
    open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String)
        -> NSMenuItem
    { fatalError() }
    open func removeAllItems() {}
}

/// https://developer.apple.com/documentation/appkit/nsmenuitem
@MainActor @preconcurrency
open class NSMenuItem: NSObject {
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) { fatalError() }
    open class func separator() -> NSMenuItem { fatalError() }

    open var title: String {
        get { fatalError() }
        set {}
    }
    open var image: NSImage? {
        get { fatalError() }
        set {}
    }
    open var target: AnyObject? {
        get { fatalError() }
        set {}
    }
    open var action: Selector? {
        get { fatalError() }
        set {}
    }
    open var keyEquivalent: String {
        get { fatalError() }
        set {}
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    open var state: NSControl.StateValue {
        get { fatalError() }
        set {}
    }
    open var tag: Int {
        get { fatalError() }
        set {}
    }
    open var toolTip: String? {
        get { fatalError() }
        set {}
    }
    open var submenu: NSMenu? {
        get { fatalError() }
        set {}
    }
    open var representedObject: Any? {
        get { fatalError() }
        set {}
    }
    open var view: NSView? {
        get { fatalError() }
        set {}
    }

    // NSAccessibilityProtocol: https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol
    @available(macOS 10.10, *) open func accessibilityLabel() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
    @available(macOS 10.10, *) open func setAccessibilityHelp(_ accessibilityHelp: String?) {}
}

/// https://developer.apple.com/documentation/appkit/nstoolbar
@MainActor @preconcurrency
open class NSToolbar: NSObject {
    @available(macOS 10.13, *)
    public convenience override init() { fatalError() }
    public init(identifier: NSToolbar.Identifier) { fatalError() }
    weak open var delegate: (any NSToolbarDelegate)? {
        get { fatalError() }
        set {}
    }
    open var items: [NSToolbarItem] { fatalError() }
    open var displayMode: NSToolbar.DisplayMode {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/appkit/nstoolbar/identifier
    public typealias Identifier = String

    /// https://developer.apple.com/documentation/appkit/nstoolbar/displaymode
    public enum DisplayMode: UInt, Sendable {
        case `default` = 0
        case iconAndLabel = 1
        case iconOnly = 2
        case labelOnly = 3
    }
}

/// https://developer.apple.com/documentation/appkit/nstoolbaritem
@MainActor @preconcurrency
open class NSToolbarItem: NSObject {
    public init(itemIdentifier: NSToolbarItem.Identifier) { fatalError() }

    open var itemIdentifier: NSToolbarItem.Identifier { fatalError() }
    open var label: String {
        get { fatalError() }
        set {}
    }
    open var paletteLabel: String {
        get { fatalError() }
        set {}
    }
    open var toolTip: String? {
        get { fatalError() }
        set {}
    }
    open var image: NSImage? {
        get { fatalError() }
        set {}
    }
    open var view: NSView? {
        get { fatalError() }
        set {}
    }
    open var target: AnyObject? {
        get { fatalError() }
        set {}
    }
    open var action: Selector? {
        get { fatalError() }
        set {}
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.15, *)
    open var isBordered: Bool {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.15, *)
    open var title: String {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let space = Identifier("NSToolbarSpaceItem")
        public static let flexibleSpace = Identifier("NSToolbarFlexibleSpaceItem")
        @available(macOS 11.0, *) public static let toggleSidebar = Identifier("NSToolbarToggleSidebarItem")
    }
}

/// https://developer.apple.com/documentation/appkit/nstoolbardelegate
// All of its requirements are optional (@objc optional), which Linux cannot express for
// AppKit types; they are listed for reference only:
//   func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem?
//   func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier]
//   func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier]
@MainActor @preconcurrency
public protocol NSToolbarDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nsstatusbar
open class NSStatusBar: NSObject {
    open class var system: NSStatusBar { fatalError() }
    open func statusItem(withLength length: CGFloat) -> NSStatusItem { fatalError() }
    open func removeStatusItem(_ item: NSStatusItem) {}
    open var thickness: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nsstatusitem
@MainActor @preconcurrency
open class NSStatusItem: NSObject {
    public static let variableLength: CGFloat = -1
    public static let squareLength: CGFloat = -2

    open var statusBar: NSStatusBar? { fatalError() }
    open var length: CGFloat {
        get { fatalError() }
        set {}
    }
    open var menu: NSMenu? {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.10, *)
    open var button: NSStatusBarButton? { fatalError() }
    @available(macOS 10.12, *)
    open var isVisible: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nsstatusbarbutton
@available(macOS 10.10, *)
@MainActor @preconcurrency
open class NSStatusBarButton: NSButton {
    open var appearsDisabled: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nstouchbar
@MainActor @preconcurrency
open class NSTouchBar: NSObject {
    public override init() { fatalError() }
    open var delegate: (any NSTouchBarDelegate)? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nstouchbardelegate
@MainActor @preconcurrency
public protocol NSTouchBarDelegate: NSObjectProtocol {
    func touchBar(_ touchBar: NSTouchBar, makeItemForIdentifier identifier: NSTouchBarItem.Identifier)
        -> NSTouchBarItem?
}

/// https://developer.apple.com/documentation/appkit/nstouchbaritem
@MainActor @preconcurrency
open class NSTouchBarItem: NSObject {
    /// https://developer.apple.com/documentation/appkit/nstouchbaritem/identifier
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public init(identifier: NSTouchBarItem.Identifier) { fatalError() }
    open var customizationLabel: String {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nscustomtouchbaritem
@MainActor @preconcurrency
open class NSCustomTouchBarItem: NSTouchBarItem {
    open var view: NSView {
        get { fatalError() }
        set {}
    }
}
