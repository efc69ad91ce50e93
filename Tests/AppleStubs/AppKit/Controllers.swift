// View controllers, windows, window controllers, the application, alerts.

/// https://developer.apple.com/documentation/appkit/nsnib
open class NSNib: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsnib/name
    public typealias Name = String
}

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
@MainActor @preconcurrency
open class NSViewController: NSResponder {
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    /// Objective-C's `init()` (inherited from NSObject by every AppKit class).
    public override convenience init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var view: NSView {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.10, *)
    open var isViewLoaded: Bool { fatalError() }
    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var representedObject: Any? {
        get { fatalError() }
        set {}
    }
    open var nibName: NSNib.Name? { fatalError() }
    @available(macOS 10.10, *)
    open var parent: NSViewController? { fatalError() }
    @available(macOS 10.10, *)
    open var children: [NSViewController] {
        get { fatalError() }
        set {}
    }
    open var preferredContentSize: NSSize {
        get { fatalError() }
        set {}
    }

    open func loadView() {}
    @available(macOS 10.10, *) open func viewDidLoad() {}
    @available(macOS 10.10, *) open func viewWillAppear() {}
    @available(macOS 10.10, *) open func viewDidAppear() {}
    @available(macOS 10.10, *) open func viewWillDisappear() {}
    @available(macOS 10.10, *) open func viewDidDisappear() {}
    @available(macOS 10.10, *) open func viewWillLayout() {}
    @available(macOS 10.10, *) open func viewDidLayout() {}
    @available(macOS 10.10, *) open func addChild(_ childViewController: NSViewController) {}
    @available(macOS 10.10, *) open func removeFromParent() {}
    @available(macOS 10.10, *) open func presentAsSheet(_ viewController: NSViewController) {}
    @available(macOS 10.10, *) open func presentAsModalWindow(_ viewController: NSViewController) {}
    @available(macOS 10.10, *) open func dismiss(_ viewController: NSViewController) {}
    @available(macOS 10.10, *) open func dismiss(_ sender: Any?) {}
}

/// https://developer.apple.com/documentation/appkit/nssplitviewitem
@available(macOS 10.10, *)
@MainActor @preconcurrency
open class NSSplitViewItem: NSObject, NSAnimatablePropertyContainer {
    public func animator() -> Self { self }
    public convenience init(viewController: NSViewController) { fatalError() }
    @available(macOS 10.11, *)
    public convenience init(sidebarWithViewController viewController: NSViewController) { fatalError() }
    open var viewController: NSViewController {
        get { fatalError() }
        set {}
    }
    open var isCollapsed: Bool {
        get { fatalError() }
        set {}
    }
    open var canCollapse: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nssplitview
@MainActor @preconcurrency
open class NSSplitView: NSView {
    open var isVertical: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nssplitviewcontroller
@available(macOS 10.10, *)
@MainActor @preconcurrency
open class NSSplitViewController: NSViewController {
    open var splitView: NSSplitView {
        get { fatalError() }
        set {}
    }
    open var splitViewItems: [NSSplitViewItem] {
        get { fatalError() }
        set {}
    }
    open func addSplitViewItem(_ splitViewItem: NSSplitViewItem) {}
    open func removeSplitViewItem(_ splitViewItem: NSSplitViewItem) {}
    @available(macOS 10.11, *)
    open func toggleSidebar(_ sender: Any?) {}
}

/// https://developer.apple.com/documentation/appkit/nswindow
@MainActor @preconcurrency
open class NSWindow: NSResponder, NSAnimatablePropertyContainer {
    public init(
        contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType,
        defer flag: Bool
    ) { fatalError() }
    /// Objective-C's `init()` (inherited from NSObject by every AppKit class).
    public override convenience init() { fatalError() }
    @available(macOS 10.10, *)
    public convenience init(contentViewController: NSViewController) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    public func animator() -> Self { self }

    open var title: String {
        get { fatalError() }
        set {}
    }
    open var frame: NSRect { fatalError() }
    open var alphaValue: CGFloat {
        get { fatalError() }
        set {}
    }
    open var contentView: NSView? {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? {
        get { fatalError() }
        set {}
    }
    open var windowController: NSWindowController? {
        get { fatalError() }
        set {}
    }
    open var isVisible: Bool { fatalError() }
    open var isKeyWindow: Bool { fatalError() }
    open var isMainWindow: Bool { fatalError() }
    open var firstResponder: NSResponder? { fatalError() }
    open var styleMask: NSWindow.StyleMask {
        get { fatalError() }
        set {}
    }
    open var isReleasedWhenClosed: Bool {
        get { fatalError() }
        set {}
    }

    // NSAccessibilityProtocol: https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol
    @available(macOS 10.10, *) open func accessibilityLabel() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
    @available(macOS 10.10, *) open func accessibilityTitle() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityTitle(_ accessibilityTitle: String?) {}
    @available(macOS 10.10, *) open func setAccessibilityHelp(_ accessibilityHelp: String?) {}
    @available(macOS 10.10, *) open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {}

    open func setFrame(_ frameRect: NSRect, display flag: Bool) {}
    open func setFrame(_ frameRect: NSRect, display displayFlag: Bool, animate animateFlag: Bool) {}
    open func setContentSize(_ size: NSSize) {}
    open func center() {}
    open func close() {}
    open func makeKeyAndOrderFront(_ sender: Any?) {}
    open func orderFront(_ sender: Any?) {}
    open func orderOut(_ sender: Any?) {}
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct
    public struct StyleMask: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let borderless = StyleMask([])
        public static let titled = StyleMask(rawValue: 1 << 0)
        public static let closable = StyleMask(rawValue: 1 << 1)
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        public static let resizable = StyleMask(rawValue: 1 << 3)
        @available(macOS 10.7, *) public static let fullScreen = StyleMask(rawValue: 1 << 14)
        @available(macOS 10.10, *) public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/backingstoretype
    public enum BackingStoreType: UInt, Sendable {
        case retained = 0
        case nonretained = 1
        case buffered = 2
    }
}

/// https://developer.apple.com/documentation/appkit/nswindowcontroller
@MainActor @preconcurrency
open class NSWindowController: NSResponder {
    public init(window: NSWindow?) { fatalError() }
    /// Objective-C's `init()` (inherited from NSObject by every AppKit class).
    public override convenience init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(windowNibName: NSNib.Name) { fatalError() }

    open var window: NSWindow? {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.10, *)
    open var contentViewController: NSViewController? {
        get { fatalError() }
        set {}
    }
    open var isWindowLoaded: Bool { fatalError() }
    open func windowDidLoad() {}
    open func windowWillLoad() {}
    open func showWindow(_ sender: Any?) {}
    open func close() {}
}

/// https://developer.apple.com/documentation/appkit/nsapplicationdelegate
// All of its requirements are optional (@objc optional), which Linux cannot express for
// AppKit types; they are listed for reference only:
//   func applicationDidFinishLaunching(_ notification: Notification)
//   func applicationWillTerminate(_ notification: Notification)
//   func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
@MainActor @preconcurrency
public protocol NSApplicationDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nsapplication
@MainActor @preconcurrency
open class NSApplication: NSResponder {
    open class var shared: NSApplication { fatalError() }
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool { fatalError() }
    weak open var delegate: (any NSApplicationDelegate)? {
        get { fatalError() }
        set {}
    }
    open var mainWindow: NSWindow? { fatalError() }
    open var keyWindow: NSWindow? { fatalError() }
    open var windows: [NSWindow] { fatalError() }
    open var isActive: Bool { fatalError() }
    open var applicationIconImage: NSImage! {
        get { fatalError() }
        set {}
    }
    open func terminate(_ sender: Any?) {}
    @available(macOS, introduced: 10.0, deprecated: 14.0)
    open func activate(ignoringOtherApps flag: Bool) {}
    @available(macOS 14.0, *)
    open func activate() {}
    open func runModal(for window: NSWindow) -> NSApplication.ModalResponse { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsapplication/modalresponse
    public struct ModalResponse: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let OK = ModalResponse(1)
        public static let cancel = ModalResponse(0)
        public static let stop = ModalResponse(-1000)
        public static let abort = ModalResponse(-1001)
        public static let `continue` = ModalResponse(-1002)
        public static let alertFirstButtonReturn = ModalResponse(1000)
        public static let alertSecondButtonReturn = ModalResponse(1001)
        public static let alertThirdButtonReturn = ModalResponse(1002)
    }
}

/// https://developer.apple.com/documentation/appkit/nsapp
@MainActor @preconcurrency
public var NSApp: NSApplication! = nil

/// https://developer.apple.com/documentation/appkit/nsalert
@MainActor @preconcurrency
open class NSAlert: NSObject {
    public override init() { fatalError() }
    open var messageText: String {
        get { fatalError() }
        set {}
    }
    open var informativeText: String {
        get { fatalError() }
        set {}
    }
    open var icon: NSImage! {
        get { fatalError() }
        set {}
    }
    open var alertStyle: NSAlert.Style {
        get { fatalError() }
        set {}
    }
    open var buttons: [NSButton] { fatalError() }
    open var window: NSWindow { fatalError() }
    @discardableResult
    open func addButton(withTitle title: String) -> NSButton { fatalError() }
    @discardableResult
    open func runModal() -> NSApplication.ModalResponse { fatalError() }
    @available(macOS 10.9, *)
    open func beginSheetModal(
        for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
    ) {}

    /// https://developer.apple.com/documentation/appkit/nsalert/style
    public enum Style: UInt, Sendable {
        case warning = 0
        case informational = 1
        case critical = 2
    }
}
