// NSWorkspace (accessibility display settings) and NSPasteboard.

/// https://developer.apple.com/documentation/appkit/nsworkspace
open class NSWorkspace: NSObject {
    open class var shared: NSWorkspace { fatalError() }
    open var notificationCenter: NotificationCenter { fatalError() }

    @available(macOS 10.10, *)
    open var accessibilityDisplayShouldIncreaseContrast: Bool { fatalError() }
    @available(macOS 10.10, *)
    open var accessibilityDisplayShouldDifferentiateWithoutColor: Bool { fatalError() }
    @available(macOS 10.10, *)
    open var accessibilityDisplayShouldReduceTransparency: Bool { fatalError() }
    @available(macOS 10.12, *)
    open var accessibilityDisplayShouldReduceMotion: Bool { fatalError() }
    @available(macOS 10.12, *)
    open var accessibilityDisplayShouldInvertColors: Bool { fatalError() }
    @available(macOS 10.13, *)
    open var isVoiceOverEnabled: Bool { fatalError() }
    @available(macOS 10.13, *)
    open var isSwitchControlEnabled: Bool { fatalError() }

    @available(macOS 10.10, *)
    public static let accessibilityDisplayOptionsDidChangeNotification = NSNotification.Name(
        "NSWorkspaceAccessibilityDisplayOptionsDidChangeNotification")

    @discardableResult
    open func open(_ url: URL) -> Bool { fatalError() }
    open func activateFileViewerSelecting(_ fileURLs: [URL]) {}
    open func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nspasteboard
open class NSPasteboard: NSObject {
    open class var general: NSPasteboard { fatalError() }
    @discardableResult
    open func clearContents() -> Int { fatalError() }
    @discardableResult
    open func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool { fatalError() }
    @discardableResult
    open func setData(_ data: Data?, forType dataType: NSPasteboard.PasteboardType) -> Bool { fatalError() }
    open func string(forType dataType: NSPasteboard.PasteboardType) -> String? { fatalError() }
    open func data(forType dataType: NSPasteboard.PasteboardType) -> Data? { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype
    public struct PasteboardType: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        @available(macOS 10.6, *) public static let string = PasteboardType("public.utf8-plain-text")
        @available(macOS 10.6, *) public static let png = PasteboardType("public.png")
        @available(macOS 10.6, *) public static let tiff = PasteboardType("public.tiff")
        @available(macOS 10.6, *) public static let rtf = PasteboardType("public.rtf")
        @available(macOS 10.6, *) public static let html = PasteboardType("public.html")
        @available(macOS 10.13, *) public static let URL = PasteboardType("public.url")
        @available(macOS 10.13, *) public static let fileURL = PasteboardType("public.file-url")
    }
}

/// https://developer.apple.com/documentation/appkit/nsrunningapplication
@available(macOS 10.6, *)
open class NSRunningApplication: NSObject {
    open class var current: NSRunningApplication { fatalError() }
    open var localizedName: String? { fatalError() }
    open var bundleIdentifier: String? { fatalError() }
    open var icon: NSImage? { fatalError() }
    open var isActive: Bool { fatalError() }
}
