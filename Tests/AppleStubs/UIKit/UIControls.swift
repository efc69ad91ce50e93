// Controls and content views: UIControl, UIButton (with UIButton.Configuration), UILabel,
// UITextField, UITextView, UIBarButtonItem, UIAction, UIImage, UIColor, UIPasteboard, UIApplication.

/// https://developer.apple.com/documentation/uikit/uicontrol
@preconcurrency @MainActor
open class UIControl: UIView {
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var isSelected: Bool {
        get { fatalError() }
        set {}
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set {}
    }
    open var state: UIControl.State { fatalError() }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: UIControl.State { State(rawValue: 0) }
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
        public static var focused: UIControl.State { State(rawValue: 1 << 3) }
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
        public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
        public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
        public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
        public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
        public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
        public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
        public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
        public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
        public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0000_0FFF) }
        public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
    }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    open var title: String { fatalError() }
    open var image: UIImage? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
        public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
        public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
    }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int { case off, on, mixed }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { self.init() }

    /// https://developer.apple.com/documentation/uikit/uiaction/identifier
    public struct Identifier: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uibutton
@preconcurrency @MainActor
open class UIButton: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
    }
    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
    }

    open var buttonType: UIButton.ButtonType { fatalError() }
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.property
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        get { fatalError() }
        set {}
    }
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var currentTitle: String? { fatalError() }
    open var currentImage: UIImage? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError() }
    open func image(for state: UIControl.State) -> UIImage? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        @available(iOS 13.0, *) case close = 7
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    @available(iOS 15.0, *)
    public struct Configuration: Hashable {
        public static func plain() -> UIButton.Configuration { fatalError() }
        public static func tinted() -> UIButton.Configuration { fatalError() }
        public static func gray() -> UIButton.Configuration { fatalError() }
        public static func filled() -> UIButton.Configuration { fatalError() }
        public static func borderless() -> UIButton.Configuration { fatalError() }
        public static func bordered() -> UIButton.Configuration { fatalError() }
        public static func borderedTinted() -> UIButton.Configuration { fatalError() }
        public static func borderedProminent() -> UIButton.Configuration { fatalError() }
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat
        public var titlePadding: CGFloat
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: UIButton.Configuration.CornerStyle
        public var buttonSize: UIButton.Configuration.Size
        public var contentInsets: NSDirectionalEdgeInsets
        public var showsActivityIndicator: Bool
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public static func == (lhs: UIButton.Configuration, rhs: UIButton.Configuration) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum
        public enum CornerStyle: Hashable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/size-swift.enum
        public enum Size: Hashable {
            case mini, small, medium, large
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer
@available(iOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {}
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    @available(iOS 10.0, *)
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open var font: UIFont! {
        get { fatalError() }
        set {}
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
    open var lineBreakMode: NSLineBreakMode {
        get { fatalError() }
        set {}
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set {}
    }
    open var adjustsFontSizeToFitWidth: Bool {
        get { fatalError() }
        set {}
    }
    open var minimumScaleFactor: CGFloat {
        get { fatalError() }
        set {}
    }
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int {
    case none = 0, words, sentences, allCharacters
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@preconcurrency @MainActor
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var text: String? {
        get { fatalError() }
        set {}
    }
    open var attributedText: NSAttributedString? {
        get { fatalError() }
        set {}
    }
    open var placeholder: String? {
        get { fatalError() }
        set {}
    }
    open var inputAccessoryView: UIView? {
        get { fatalError() }
        set {}
    }
    open var font: UIFont? {
        get { fatalError() }
        set {}
    }
    open var textColor: UIColor? {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set {}
    }
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set {}
    }
    open var clearButtonMode: UITextField.ViewMode {
        get { fatalError() }
        set {}
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { fatalError() }
        set {}
    }
    open var keyboardType: UIKeyboardType {
        get { fatalError() }
        set {}
    }
    open var isSecureTextEntry: Bool {
        get { fatalError() }
        set {}
    }
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
    public enum BorderStyle: Int { case none, line, bezel, roundedRect }
    /// https://developer.apple.com/documentation/uikit/uitextfield/viewmode
    public enum ViewMode: Int { case never, whileEditing, unlessEditing, always }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var text: String! {
        get { fatalError() }
        set {}
    }
    open var attributedText: NSAttributedString! {
        get { fatalError() }
        set {}
    }
    open var font: UIFont? {
        get { fatalError() }
        set {}
    }
    open var textColor: UIColor? {
        get { fatalError() }
        set {}
    }
    open var textAlignment: NSTextAlignment {
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
    open var textContainerInset: UIEdgeInsets {
        get { fatalError() }
        set {}
    }
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() {}
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
    open var tag: Int {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public override init() {}
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
    }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
    }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)
    { self.init() }
    public convenience init(customView: UIView) { self.init() }
    @available(iOS 14.0, *)
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) { self.init() }
    open var style: UIBarButtonItem.Style {
        get { fatalError() }
        set {}
    }
    open var customView: UIView? {
        get { fatalError() }
        set {}
    }
    open var action: Selector? {
        get { fatalError() }
        set {}
    }
    open weak var target: AnyObject? {
        get { fatalError() }
        set {}
    }
    open var tintColor: UIColor? {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    public enum Style: Int {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0) case bordered = 1
        case done = 2
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, introduced: 2.0, deprecated: 11.0) case pageCurl = 23
        @available(iOS 13.0, *) case close = 24
    }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) {}
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    @available(iOS 13.0, *)
    public init?(systemName name: String) {}
    @available(iOS 13.0, *)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {}
    public init?(contentsOfFile path: String) {}
    public init?(data: Data) {}
    public override init() {}
    open var size: CGSize { fatalError() }
    open var renderingMode: UIImage.RenderingMode { fatalError() }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    @available(iOS 13.0, *)
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    @available(iOS 13.0, *)
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int { case automatic, alwaysOriginal, alwaysTemplate }

    /// https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
    @available(iOS 13.0, *)
    open class Configuration: NSObject, @unchecked Sendable {}

    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
    @available(iOS 13.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public convenience init(pointSize: CGFloat) { self.init() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init() }
        public convenience init(textStyle: UIFont.TextStyle) { self.init() }
        public convenience init(weight: UIImage.SymbolWeight) { self.init() }
        public convenience init(scale: UIImage.SymbolScale) { self.init() }
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/symbolweight
    @available(iOS 13.0, *)
    public enum SymbolWeight: Int {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/symbolscale
    @available(iOS 13.0, *)
    public enum SymbolScale: Int {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(cgColor: CGColor) {}
    @available(iOS 11.0, *)
    public init?(named name: String) {}
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    open var cgColor: CGColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }

    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }

    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemIndigo: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray2: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray3: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray4: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray5: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGray6: UIColor { fatalError() }
    @available(iOS 15.0, *) open class var tintColor: UIColor { fatalError() }

    @available(iOS 13.0, *) open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var quaternaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var link: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var placeholderText: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var separator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var opaqueSeparator: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var tertiarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemFill: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var secondarySystemFill: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipasteboard
open class UIPasteboard: NSObject {
    open class var general: UIPasteboard { fatalError() }
    open var string: String? {
        get { fatalError() }
        set {}
    }
    open var strings: [String]? {
        get { fatalError() }
        set {}
    }
    open var url: URL? {
        get { fatalError() }
        set {}
    }
    open var urls: [URL]? {
        get { fatalError() }
        set {}
    }
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
    open var hasStrings: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    open func canOpenURL(_ url: URL) -> Bool { fatalError() }
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
    open var applicationState: UIApplication.State { fatalError() }
    open var isIdleTimerDisabled: Bool {
        get { fatalError() }
        set {}
    }
    public static let openSettingsURLString: String = "app-settings:"

    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// https://developer.apple.com/documentation/uikit/uiapplication/state
    public enum State: Int { case active, inactive, background }
}
