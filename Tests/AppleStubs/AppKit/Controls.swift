// Controls: NSControl, NSButton, NSTextField, NSImageView, NSStackView, tables, tabs.

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor @preconcurrency
open class NSControl: NSView {
    public override init(frame frameRect: NSRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var target: AnyObject? {
        get { fatalError() }
        set {}
    }
    open var action: Selector? {
        get { fatalError() }
        set {}
    }
    open var tag: Int {
        get { fatalError() }
        set {}
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set {}
    }
    open var font: NSFont? {
        get { fatalError() }
        set {}
    }
    open var alignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.10, *)
    open var lineBreakMode: NSLineBreakMode {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.10, *)
    open var usesSingleLineMode: Bool {
        get { fatalError() }
        set {}
    }
    open var controlSize: NSControl.ControlSize {
        get { fatalError() }
        set {}
    }
    open var stringValue: String {
        get { fatalError() }
        set {}
    }
    open var attributedStringValue: NSAttributedString {
        get { fatalError() }
        set {}
    }
    open var integerValue: Int {
        get { fatalError() }
        set {}
    }
    open var intValue: Int32 {
        get { fatalError() }
        set {}
    }
    open var doubleValue: Double {
        get { fatalError() }
        set {}
    }
    open var floatValue: Float {
        get { fatalError() }
        set {}
    }
    open var objectValue: Any? {
        get { fatalError() }
        set {}
    }
    open func sizeToFit() {}
    @discardableResult
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nscontrol/controlsize
    public enum ControlSize: UInt, Sendable {
        case regular = 0
        case small = 1
        case mini = 2
        @available(macOS 11.0, *) case large = 3
    }

    /// https://developer.apple.com/documentation/appkit/nscontrol/imageposition
    public enum ImagePosition: UInt, Sendable {
        case noImage = 0
        case imageOnly = 1
        case imageLeft = 2
        case imageRight = 3
        case imageBelow = 4
        case imageAbove = 5
        case imageOverlaps = 6
        @available(macOS 10.12, *) case imageLeading = 7
        @available(macOS 10.12, *) case imageTrailing = 8
    }

    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue
    public struct StateValue: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let mixed = StateValue(-1)
        public static let off = StateValue(0)
        public static let on = StateValue(1)
    }
}

/// https://developer.apple.com/documentation/appkit/nsbutton
@MainActor @preconcurrency
open class NSButton: NSControl {
    @available(macOS 10.12, *)
    public convenience init(title: String, image: NSImage, target: Any?, action: Selector?) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(title: String, target: Any?, action: Selector?) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(image: NSImage, target: Any?, action: Selector?) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(radioButtonWithTitle title: String, target: Any?, action: Selector?) { fatalError() }

    open var title: String {
        get { fatalError() }
        set {}
    }
    open var attributedTitle: NSAttributedString {
        get { fatalError() }
        set {}
    }
    open var alternateTitle: String {
        get { fatalError() }
        set {}
    }
    open var image: NSImage? {
        get { fatalError() }
        set {}
    }
    open var alternateImage: NSImage? {
        get { fatalError() }
        set {}
    }
    open var imagePosition: NSControl.ImagePosition {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.5, *)
    open var imageScaling: NSImageScaling {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.12, *)
    open var imageHugsTitle: Bool {
        get { fatalError() }
        set {}
    }
    open var bezelStyle: NSButton.BezelStyle {
        get { fatalError() }
        set {}
    }
    open var isBordered: Bool {
        get { fatalError() }
        set {}
    }
    open var isTransparent: Bool {
        get { fatalError() }
        set {}
    }
    open var showsBorderOnlyWhileMouseInside: Bool {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.12.2, *)
    open var bezelColor: NSColor? {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.14, *)
    open var contentTintColor: NSColor? {
        get { fatalError() }
        set {}
    }
    @available(macOS 11.0, *)
    open var symbolConfiguration: NSImage.SymbolConfiguration? {
        get { fatalError() }
        set {}
    }
    open var state: NSControl.StateValue {
        get { fatalError() }
        set {}
    }
    open var allowsMixedState: Bool {
        get { fatalError() }
        set {}
    }
    open var keyEquivalent: String {
        get { fatalError() }
        set {}
    }
    open func setButtonType(_ type: NSButton.ButtonType) {}
    open func performClick(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum
    public enum BezelStyle: UInt, Sendable {
        case rounded = 1
        case regularSquare = 2
        case disclosure = 5
        case shadowlessSquare = 6
        case circular = 7
        case texturedSquare = 8
        case helpButton = 9
        case smallSquare = 10
        case texturedRounded = 11
        case roundRect = 12
        case recessed = 13
        case roundedDisclosure = 14
        @available(macOS 10.10, *) case inline = 15
    }

    /// https://developer.apple.com/documentation/appkit/nsbutton/buttontype
    public enum ButtonType: UInt, Sendable {
        case momentaryLight = 0
        case pushOnPushOff = 1
        case toggle = 2
        case `switch` = 3
        case radio = 4
        case momentaryChange = 5
        case onOff = 6
        case momentaryPushIn = 7
        @available(macOS 10.10.3, *) case accelerator = 8
        @available(macOS 10.10.3, *) case multiLevelAccelerator = 9
    }
}

/// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor @preconcurrency
open class NSTextField: NSControl {
    @available(macOS 10.12, *)
    public convenience init(labelWithString stringValue: String) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(wrappingLabelWithString stringValue: String) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(labelWithAttributedString attributedStringValue: NSAttributedString) { fatalError() }
    @available(macOS 10.12, *)
    public convenience init(string stringValue: String) { fatalError() }

    open var placeholderString: String? {
        get { fatalError() }
        set {}
    }
    open var textColor: NSColor? {
        get { fatalError() }
        set {}
    }
    open var backgroundColor: NSColor? {
        get { fatalError() }
        set {}
    }
    open var drawsBackground: Bool {
        get { fatalError() }
        set {}
    }
    open var isEditable: Bool {
        get { fatalError() }
        set {}
    }
    open var isSelectable: Bool {
        get { fatalError() }
        set {}
    }
    open var isBezeled: Bool {
        get { fatalError() }
        set {}
    }
    open var isBordered: Bool {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.8, *)
    open var preferredMaxLayoutWidth: CGFloat {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.11, *)
    open var maximumNumberOfLines: Int {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.11, *)
    open var allowsDefaultTighteningForTruncation: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nsimageview
@MainActor @preconcurrency
open class NSImageView: NSControl {
    @available(macOS 10.12, *)
    public convenience init(image: NSImage) { fatalError() }

    open var image: NSImage? {
        get { fatalError() }
        set {}
    }
    open var imageScaling: NSImageScaling {
        get { fatalError() }
        set {}
    }
    open var isEditable: Bool {
        get { fatalError() }
        set {}
    }
    open var animates: Bool {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.14, *)
    open var contentTintColor: NSColor? {
        get { fatalError() }
        set {}
    }
    @available(macOS 11.0, *)
    open var symbolConfiguration: NSImage.SymbolConfiguration? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nsstackview
@MainActor @preconcurrency
open class NSStackView: NSView {
    @available(macOS 10.9, *)
    public convenience init(views: [NSView]) { fatalError() }

    open var orientation: NSUserInterfaceLayoutOrientation {
        get { fatalError() }
        set {}
    }
    open var alignment: NSLayoutConstraint.Attribute {
        get { fatalError() }
        set {}
    }
    open var spacing: CGFloat {
        get { fatalError() }
        set {}
    }
    open var edgeInsets: NSEdgeInsets {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.11, *)
    open var distribution: NSStackView.Distribution {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.11, *)
    open var arrangedSubviews: [NSView] { fatalError() }
    @available(macOS 10.11, *)
    open func addArrangedSubview(_ view: NSView) {}
    @available(macOS 10.11, *)
    open func insertArrangedSubview(_ view: NSView, at index: Int) {}
    @available(macOS 10.11, *)
    open func removeArrangedSubview(_ view: NSView) {}

    /// https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum
    @available(macOS 10.11, *)
    public enum Distribution: Int, Sendable {
        case gravityAreas = -1
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }
}

/// https://developer.apple.com/documentation/appkit/nstablecellview
@MainActor @preconcurrency
open class NSTableCellView: NSView {
    open var objectValue: Any? {
        get { fatalError() }
        set {}
    }
    open var textField: NSTextField? {
        get { fatalError() }
        set {}
    }
    open var imageView: NSImageView? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nstablecolumn
@MainActor @preconcurrency
open class NSTableColumn: NSObject {
    public init(identifier: NSUserInterfaceItemIdentifier) { fatalError() }
    open var identifier: NSUserInterfaceItemIdentifier {
        get { fatalError() }
        set {}
    }
    open var title: String {
        get { fatalError() }
        set {}
    }
    open var width: CGFloat {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nstableview
@MainActor @preconcurrency
open class NSTableView: NSControl {
    weak open var delegate: (any NSTableViewDelegate)? {
        get { fatalError() }
        set {}
    }
    weak open var dataSource: (any NSTableViewDataSource)? {
        get { fatalError() }
        set {}
    }
    open var tableColumns: [NSTableColumn] { fatalError() }
    open var numberOfRows: Int { fatalError() }
    open var selectedRow: Int { fatalError() }
    open func reloadData() {}
    open func addTableColumn(_ tableColumn: NSTableColumn) {}
    @available(macOS 10.7, *)
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/appkit/nstableviewdelegate
// All of its requirements are optional (@objc optional), which Linux cannot express for
// AppKit types; they are listed for reference only:
//   func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?
//   func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat
//   func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool
@MainActor @preconcurrency
public protocol NSTableViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nstableviewdatasource
// All of its requirements are optional (@objc optional), which Linux cannot express for
// AppKit types; they are listed for reference only:
//   func numberOfRows(in tableView: NSTableView) -> Int
//   func tableView(_ tableView: NSTableView, objectValueFor tableColumn: NSTableColumn?, row: Int) -> Any?
@MainActor @preconcurrency
public protocol NSTableViewDataSource: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nstabviewitem
@MainActor @preconcurrency
open class NSTabViewItem: NSObject {
    public init(identifier: Any?) { fatalError() }
    @available(macOS 10.10, *)
    public convenience init(viewController: NSViewController) { fatalError() }
    open var label: String {
        get { fatalError() }
        set {}
    }
    open var view: NSView? {
        get { fatalError() }
        set {}
    }
    open var toolTip: String? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/appkit/nstabview
@MainActor @preconcurrency
open class NSTabView: NSView {
    open var tabViewItems: [NSTabViewItem] { fatalError() }
    open var numberOfTabViewItems: Int { fatalError() }
    open var selectedTabViewItem: NSTabViewItem? { fatalError() }
    open func selectTabViewItem(_ tabViewItem: NSTabViewItem?) {}
    open func selectTabViewItem(at index: Int) {}
    open func addTabViewItem(_ tabViewItem: NSTabViewItem) {}
}
