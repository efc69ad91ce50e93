// Views: NSResponder, NSView, the animator proxy, Auto Layout anchors and constraints.

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor @preconcurrency
open class NSResponder: NSObject {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var nextResponder: NSResponder? {
        get { fatalError() }
        set {}
    }
    open var acceptsFirstResponder: Bool { fatalError() }
    @discardableResult
    open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult
    open func resignFirstResponder() -> Bool { fatalError() }
    @discardableResult
    open func tryToPerform(_ action: Selector, with object: Any?) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nsanimatablepropertycontainer
@MainActor @preconcurrency
public protocol NSAnimatablePropertyContainer {
    func animator() -> Self
}

/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutorientation
public enum NSUserInterfaceLayoutOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
}

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor @preconcurrency
open class NSView: NSResponder, NSAnimatablePropertyContainer {
    public init(frame frameRect: NSRect) { fatalError() }
    /// Objective-C's `init()` (inherited from NSObject by every AppKit class).
    public override convenience init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    public func animator() -> Self { self }

    open var frame: NSRect {
        get { fatalError() }
        set {}
    }
    open var bounds: NSRect {
        get { fatalError() }
        set {}
    }
    open var superview: NSView? { fatalError() }
    open var subviews: [NSView] {
        get { fatalError() }
        set {}
    }
    open var window: NSWindow? { fatalError() }
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    open var alphaValue: CGFloat {
        get { fatalError() }
        set {}
    }
    open var needsDisplay: Bool {
        get { fatalError() }
        set {}
    }
    open var needsLayout: Bool {
        get { fatalError() }
        set {}
    }
    open var wantsLayer: Bool {
        get { fatalError() }
        set {}
    }
    open var layer: CALayer? {
        get { fatalError() }
        set {}
    }
    open func makeBackingLayer() -> CALayer { fatalError() }
    open var toolTip: String? {
        get { fatalError() }
        set {}
    }
    open var identifier: NSUserInterfaceItemIdentifier? {
        get { fatalError() }
        set {}
    }
    open var isFlipped: Bool { fatalError() }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set {}
    }
    open var intrinsicContentSize: NSSize { fatalError() }
    @available(macOS 10.11, *)
    public static let noIntrinsicMetric: CGFloat = -1
    @available(macOS 10.14, *)
    open var effectiveAppearance: NSAppearance { fatalError() }
    open var appearance: NSAppearance? {
        get { fatalError() }
        set {}
    }

    open func addSubview(_ view: NSView) {}
    open func removeFromSuperview() {}
    open func layout() {}
    open func updateConstraints() {}
    open func draw(_ dirtyRect: NSRect) {}
    open func viewDidMoveToWindow() {}
    open func viewDidMoveToSuperview() {}
    open func setFrameSize(_ newSize: NSSize) {}
    open func setFrameOrigin(_ newOrigin: NSPoint) {}
    open func setBoundsOrigin(_ newOrigin: NSPoint) {}
    open func invalidateIntrinsicContentSize() {}
    open func layoutSubtreeIfNeeded() {}

    // NSAccessibilityProtocol: https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol
    @available(macOS 10.10, *) open func accessibilityLabel() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
    @available(macOS 10.10, *) open func accessibilityTitle() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityTitle(_ accessibilityTitle: String?) {}
    @available(macOS 10.10, *) open func accessibilityHelp() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityHelp(_ accessibilityHelp: String?) {}
    @available(macOS 10.10, *) open func accessibilityValue() -> Any? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityValue(_ accessibilityValue: Any?) {}
    @available(macOS 10.10, *) open func accessibilityIdentifier() -> String { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityIdentifier(_ accessibilityIdentifier: String?) {}
    @available(macOS 10.10, *) open func accessibilityRole() -> NSAccessibility.Role? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityRole(_ accessibilityRole: NSAccessibility.Role?) {}
    @available(macOS 10.10, *) open func accessibilityRoleDescription() -> String? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityRoleDescription(_ accessibilityRoleDescription: String?) {}
    @available(macOS 10.10, *) open func accessibilitySubrole() -> NSAccessibility.Subrole? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilitySubrole(_ accessibilitySubrole: NSAccessibility.Subrole?) {}
    @available(macOS 10.10, *) open func isAccessibilityElement() -> Bool { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityElement(_ accessibilityElement: Bool) {}
    @available(macOS 10.10, *) open func isAccessibilityHidden() -> Bool { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityHidden(_ accessibilityHidden: Bool) {}
    @available(macOS 10.10, *) open func accessibilityChildren() -> [Any]? { fatalError() }
    @available(macOS 10.10, *) open func setAccessibilityChildren(_ accessibilityChildren: [Any]?) {}

    @available(macOS 10.11, *) open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var widthAnchor: NSLayoutDimension { fatalError() }
    @available(macOS 10.11, *) open var heightAnchor: NSLayoutDimension { fatalError() }
    @available(macOS 10.11, *) open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(macOS 10.11, *) open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nsclipview
open class NSClipView: NSView {}

/// https://developer.apple.com/documentation/appkit/nslayoutconstraint
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject, NSAnimatablePropertyContainer {
    public func animator() -> Self { self }

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive: Bool {
        get { fatalError() }
        set {}
    }
    open var constant: CGFloat {
        get { fatalError() }
        set {}
    }
    open var priority: NSLayoutConstraint.Priority {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
            firstBaseline
        case notAnAttribute = 0
    }

    /// https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct
    public struct Priority: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let required = Priority(1000)
        public static let defaultHigh = Priority(750)
        public static let defaultLow = Priority(250)
    }
}

/// https://developer.apple.com/documentation/appkit/nslayoutanchor
@available(macOS 10.11, *)
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor
@available(macOS 10.11, *)
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor
@available(macOS 10.11, *)
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/appkit/nslayoutdimension
@available(macOS 10.11, *)
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { fatalError() }
}
