// Accessibility: the UIAccessibility namespace (settings, notifications), UIAccessibilityTraits,
// the informal UIAccessibility protocol on NSObject, UIAccessibilityIdentification,
// UIAccessibilityCustomAction and UIAccessibilityElement.

/// https://developer.apple.com/documentation/uikit/uiaccessibility-swift.struct
public struct UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: Hashable, RawRepresentable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        @available(iOS 4.0, *)
        public static let announcement = Notification(rawValue: 1008)
        @available(iOS 4.2, *)
        public static let pageScrolled = Notification(rawValue: 1009)
        @available(iOS 8.0, *)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        @available(iOS 8.0, *)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @preconcurrency @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    @available(iOS 4.0, *)
    @preconcurrency @MainActor
    public static var isVoiceOverRunning: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, *)
    @preconcurrency @MainActor
    public static var isReduceMotionEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/prefersCrossFadeTransitions
    @available(iOS 14.0, *)
    @preconcurrency @MainActor
    public static var prefersCrossFadeTransitions: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvideoautoplayenabled
    @available(iOS 13.0, *)
    @preconcurrency @MainActor
    public static var isVideoAutoplayEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isboldtextenabled
    @available(iOS 8.0, *)
    @preconcurrency @MainActor
    public static var isBoldTextEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
    @available(iOS 8.0, *)
    @preconcurrency @MainActor
    public static var isReduceTransparencyEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isdarkersystemcolorsenabled
    @available(iOS 8.0, *)
    @preconcurrency @MainActor
    public static var isDarkerSystemColorsEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isswitchcontrolrunning
    @available(iOS 8.0, *)
    @preconcurrency @MainActor
    public static var isSwitchControlRunning: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/shoulddifferentiatewithoutcolor
    @available(iOS 13.0, *)
    @preconcurrency @MainActor
    public static var shouldDifferentiateWithoutColor: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isinvertcolorsenabled
    @available(iOS 6.0, *)
    @preconcurrency @MainActor
    public static var isInvertColorsEnabled: Bool { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    @available(iOS 8.0, *)
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
    @available(iOS 11.0, *)
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/announcementdidfinishnotification
    @available(iOS 6.0, *)
    public static let announcementDidFinishNotification = NSNotification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    @available(iOS 6.0, *)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    @available(iOS 7.0, *)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    @available(iOS 5.0, *)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    @available(iOS 6.0, *)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    @available(iOS 10.0, *)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// The informal UIAccessibility protocol: https://developer.apple.com/documentation/uikit/uiaccessibility-protocol
/// `open` and `@objc` (overridable) where the type can be represented in Objective-C on Linux; the
/// others (traits, frame, attributed label, custom actions) are `public` here, so an `override` of
/// them, valid on Apple platforms, does not compile against these stubs.
extension NSObject {
    @preconcurrency @MainActor @objc open var isAccessibilityElement: Bool {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityLabel: String? {
        get { fatalError() }
        set {}
    }
    @available(iOS 11.0, *)
    @preconcurrency @MainActor public var accessibilityAttributedLabel: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityHint: String? {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityValue: String? {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor public var accessibilityFrame: CGRect {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityLanguage: String? {
        get { fatalError() }
        set {}
    }
    @available(iOS 13.0, *)
    @preconcurrency @MainActor @objc open var accessibilityUserInputLabels: [String]! {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityElementsHidden: Bool {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityViewIsModal: Bool {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var shouldGroupAccessibilityChildren: Bool {
        get { fatalError() }
        set {}
    }
    @available(iOS 13.0, *)
    @preconcurrency @MainActor @objc open var accessibilityRespondsToUserInteraction: Bool {
        get { fatalError() }
        set {}
    }
    @available(iOS 8.0, *)
    @preconcurrency @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open var accessibilityElements: [Any]? {
        get { fatalError() }
        set {}
    }
    @preconcurrency @MainActor @objc open func accessibilityActivate() -> Bool { fatalError() }
    @preconcurrency @MainActor @objc open func accessibilityPerformEscape() -> Bool { fatalError() }
    @preconcurrency @MainActor @objc open func accessibilityIncrement() {}
    @preconcurrency @MainActor @objc open func accessibilityDecrement() {}
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    @objc open var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
}

extension UIBarItem: UIAccessibilityIdentification {
    @objc open var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
}

extension UIImage: UIAccessibilityIdentification {
    @objc open var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@available(iOS 8.0, *)
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    public init(name: String, target: Any?, selector: Selector) {}
    @available(iOS 13.0, *)
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {}
    @available(iOS 13.0, *)
    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {}
    open var name: String {
        get { fatalError() }
        set {}
    }
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    public init(accessibilityContainer container: Any) {}
    open weak var accessibilityContainer: AnyObject? {
        get { fatalError() }
        set {}
    }
    @available(iOS 10.0, *)
    open var accessibilityFrameInContainerSpace: CGRect {
        get { fatalError() }
        set {}
    }
}
