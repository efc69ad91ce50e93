// Images: NSImage (named, SF Symbols, accessibility description).

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsimage/name
    public typealias Name = String

    public init?(named name: NSImage.Name) { fatalError() }
    @available(macOS 11.0, *)
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) { fatalError() }
    @available(macOS 13.0, *)
    public init?(
        systemSymbolName name: String, variableValue value: Double, accessibilityDescription description: String?
    ) { fatalError() }
    public init(size: NSSize) { fatalError() }
    public init?(contentsOf url: URL) { fatalError() }
    public init?(contentsOfFile fileName: String) { fatalError() }
    public init?(data: Data) { fatalError() }

    open var size: NSSize {
        get { fatalError() }
        set {}
    }
    open var isTemplate: Bool {
        get { fatalError() }
        set {}
    }
    @available(macOS 10.6, *)
    open var accessibilityDescription: String? {
        get { fatalError() }
        set {}
    }
    open func name() -> NSImage.Name? { fatalError() }
    @available(macOS 11.0, *)
    open func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage? { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration
    @available(macOS 11.0, *)
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        public init(pointSize: CGFloat, weight: NSFont.Weight) { fatalError() }
        public init(textStyle style: NSFont.TextStyle) { fatalError() }
        public init(textStyle style: NSFont.TextStyle, scale: NSImage.SymbolScale) { fatalError() }
        public init(scale: NSImage.SymbolScale) { fatalError() }
    }

    /// https://developer.apple.com/documentation/appkit/nsimage/symbolscale
    @available(macOS 11.0, *)
    public enum SymbolScale: Int, Sendable {
        case small = 1
        case medium = 2
        case large = 3
    }

    public static let addTemplateName: NSImage.Name = "NSAddTemplate"
    public static let removeTemplateName: NSImage.Name = "NSRemoveTemplate"
    public static let actionTemplateName: NSImage.Name = "NSActionTemplate"
    public static let refreshTemplateName: NSImage.Name = "NSRefreshTemplate"
    public static let stopProgressTemplateName: NSImage.Name = "NSStopProgressTemplate"
    public static let shareTemplateName: NSImage.Name = "NSShareTemplate"
    public static let goBackTemplateName: NSImage.Name = "NSGoBackTemplate"
    public static let goForwardTemplateName: NSImage.Name = "NSGoForwardTemplate"
    public static let revealFreestandingTemplateName: NSImage.Name = "NSRevealFreestandingTemplate"
    public static let lockLockedTemplateName: NSImage.Name = "NSLockLockedTemplate"
    public static let lockUnlockedTemplateName: NSImage.Name = "NSLockUnlockedTemplate"
    public static let folderName: NSImage.Name = "NSFolder"
    public static let cautionName: NSImage.Name = "NSCaution"
    @available(macOS 10.12, *)
    public static let touchBarDeleteTemplateName: NSImage.Name = "NSTouchBarDeleteTemplate"
}

/// https://developer.apple.com/documentation/appkit/nsimagescaling
public enum NSImageScaling: UInt, Sendable {
    case scaleProportionallyDown = 0
    case scaleAxesIndependently = 1
    case scaleNone = 2
    case scaleProportionallyUpOrDown = 3
}
