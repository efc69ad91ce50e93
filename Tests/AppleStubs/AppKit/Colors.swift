// Colors: NSColor with the semantic and system colors.

/// https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/name
    public typealias Name = String

    @available(macOS 10.9, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    @available(macOS 10.13, *)
    public init?(named name: NSColor.Name) { fatalError() }
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) { fatalError() }

    @available(macOS 10.8, *)
    public init?(cgColor: CGColor) { fatalError() }
    @available(macOS 10.8, *)
    open var cgColor: CGColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { fatalError() }
    open var alphaComponent: CGFloat { fatalError() }

    open class var black: NSColor { fatalError() }
    open class var white: NSColor { fatalError() }
    open class var clear: NSColor { fatalError() }
    open class var gray: NSColor { fatalError() }
    open class var red: NSColor { fatalError() }
    open class var green: NSColor { fatalError() }
    open class var blue: NSColor { fatalError() }
    open class var yellow: NSColor { fatalError() }
    open class var orange: NSColor { fatalError() }

    @available(macOS 10.10, *) open class var systemRed: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemGreen: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemBlue: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemOrange: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemYellow: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemBrown: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemPink: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemPurple: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var systemGray: NSColor { fatalError() }
    @available(macOS 10.15, *) open class var systemIndigo: NSColor { fatalError() }
    @available(macOS 10.12, *) open class var systemTeal: NSColor { fatalError() }

    @available(macOS 10.10, *) open class var labelColor: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var secondaryLabelColor: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var tertiaryLabelColor: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var quaternaryLabelColor: NSColor { fatalError() }
    open class var textColor: NSColor { fatalError() }
    open class var textBackgroundColor: NSColor { fatalError() }
    open class var controlTextColor: NSColor { fatalError() }
    open class var disabledControlTextColor: NSColor { fatalError() }
    open class var controlBackgroundColor: NSColor { fatalError() }
    open class var windowBackgroundColor: NSColor { fatalError() }
    @available(macOS 10.14, *) open class var selectedContentBackgroundColor: NSColor { fatalError() }
    @available(macOS 10.14, *) open class var separatorColor: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var linkColor: NSColor { fatalError() }
    @available(macOS 10.10, *) open class var placeholderTextColor: NSColor { fatalError() }
    @available(macOS 10.14, *) open class var controlAccentColor: NSColor { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nsappearance
open class NSAppearance: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
    public struct Name: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *) public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    }
    @available(macOS 10.9, *)
    public init?(named name: NSAppearance.Name) { fatalError() }
    @available(macOS 10.14, *) open var name: NSAppearance.Name { fatalError() }
    @available(macOS 10.14, *) open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        fatalError()
    }
}
