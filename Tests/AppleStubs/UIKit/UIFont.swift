// Fonts and Dynamic Type: UIFont, UIFont.TextStyle, UIFont.Weight, UIFontDescriptor, UIFontMetrics,
// and the UIKit additions to NSAttributedString.Key and NSString drawing.

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    @available(iOS 10.0, *)
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 9.0, *)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError()
    }
    @available(iOS 13.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class var systemFontSize: CGFloat { fatalError() }
    open class var labelFontSize: CGFloat { fatalError() }
    open class var smallSystemFontSize: CGFloat { fatalError() }
    open class var buttonFontSize: CGFloat { fatalError() }
    open var familyName: String { fatalError() }
    open var fontName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open var fontDescriptor: UIFontDescriptor { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        @available(iOS 11.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        @available(iOS 9.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        @available(iOS 9.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        @available(iOS 9.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 9.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public override init() {}
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError() }
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        fatalError()
    }
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { fatalError() }
    @available(iOS 13.0, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits
    public struct SymbolicTraits: OptionSet, Hashable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var traitItalic: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 0) }
        public static var traitBold: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 1) }
        public static var traitExpanded: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 5) }
        public static var traitCondensed: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 6) }
        public static var traitMonoSpace: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 10) }
        public static var traitTightLeading: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 15) }
        public static var traitLooseLeading: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 16) }
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign
    @available(iOS 13.0, *)
    public struct SystemDesign: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        fatalError()
    }
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        fatalError()
    }
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
}

extension NSString {
    /// https://developer.apple.com/documentation/foundation/nsstring/draw(at:withattributes:)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    /// https://developer.apple.com/documentation/foundation/nsstring/draw(in:withattributes:)
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    /// https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nsstringdrawingoptions
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
}

/// https://developer.apple.com/documentation/uikit/nsstringdrawingcontext
open class NSStringDrawingContext: NSObject {}
