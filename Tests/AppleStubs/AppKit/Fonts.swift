// Fonts: NSFont, NSFont.Weight, NSFont.TextStyle, NSFontDescriptor, text attributes.

/// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: NSObject {
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) { fatalError() }

    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    @available(macOS 10.11, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    @available(macOS 10.15, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
    @available(macOS 10.11, *)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        fatalError()
    }
    @available(macOS 11.0, *)
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:])
        -> NSFont
    { fatalError() }
    open class func labelFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
    open class func userFont(ofSize fontSize: CGFloat) -> NSFont? { fatalError() }
    open class func userFixedPitchFont(ofSize fontSize: CGFloat) -> NSFont? { fatalError() }

    open class var systemFontSize: CGFloat { fatalError() }
    open class var smallSystemFontSize: CGFloat { fatalError() }
    open class var labelFontSize: CGFloat { fatalError() }

    open var fontName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var familyName: String? { fatalError() }
    open var displayName: String? { fatalError() }
    open var fontDescriptor: NSFontDescriptor { fatalError() }
    open var boundingRectForFont: NSRect { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var descender: CGFloat { fatalError() }
    open var capHeight: CGFloat { fatalError() }
    open var xHeight: CGFloat { fatalError() }
    open var leading: CGFloat { fatalError() }
    open var isFixedPitch: Bool { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsfont/weight
    @available(macOS 10.11, *)
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    @available(macOS 11.0, *)
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIFontDesignLargeTitle")
        public static let title1 = TextStyle(rawValue: "NSCTFontUIFontTitle1")
        public static let title2 = TextStyle(rawValue: "NSCTFontUIFontTitle2")
        public static let title3 = TextStyle(rawValue: "NSCTFontUIFontTitle3")
        public static let headline = TextStyle(rawValue: "NSCTFontUIFontHeadline")
        public static let subheadline = TextStyle(rawValue: "NSCTFontUIFontSubheadline")
        public static let body = TextStyle(rawValue: "NSCTFontUIFontBody")
        public static let callout = TextStyle(rawValue: "NSCTFontUIFontCallout")
        public static let footnote = TextStyle(rawValue: "NSCTFontUIFontFootnote")
        public static let caption1 = TextStyle(rawValue: "NSCTFontUIFontCaption1")
        public static let caption2 = TextStyle(rawValue: "NSCTFontUIFontCaption2")
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey
    @available(macOS 11.0, *)
    public struct TextStyleOptionKey: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/appkit/nsfontdescriptor
open class NSFontDescriptor: NSObject {
    public init(name fontName: String, size: CGFloat) { fatalError() }

    open var pointSize: CGFloat { fatalError() }
    open var postscriptName: String? { fatalError() }
    open var symbolicTraits: NSFontDescriptor.SymbolicTraits { fatalError() }

    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor { fatalError() }
    open func withSize(_ newPointSize: CGFloat) -> NSFontDescriptor { fatalError() }
    @available(macOS 10.15, *)
    open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFontDescriptor? { fatalError() }
    @available(macOS 11.0, *)
    open class func preferredFontDescriptor(
        forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFontDescriptor { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        public static let expanded = SymbolicTraits(rawValue: 1 << 5)
        public static let condensed = SymbolicTraits(rawValue: 1 << 6)
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let vertical = SymbolicTraits(rawValue: 1 << 11)
        public static let UIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let tightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let looseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign
    @available(macOS 10.15, *)
    public struct SystemDesign: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    }
}

/// https://developer.apple.com/documentation/foundation/nsattributedstring/key (AppKit's keys)
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}

/// https://developer.apple.com/documentation/appkit/nslinebreakmode
public enum NSLineBreakMode: UInt, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// https://developer.apple.com/documentation/appkit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case right = 1
    case center = 2
    case justified = 3
    case natural = 4
}
