// Signature stubs of UniformTypeIdentifiers for type-checking a11yfix output on Linux (see ../README.md),
// written from Apple's documentation.
@_exported import Foundation

/// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype
public struct UTType: Hashable, Sendable {
    public let identifier: String
    public init?(_ identifier: String) { self.identifier = identifier }
    private init(known identifier: String) { self.identifier = identifier }

    public static let item = UTType(known: "public.item")
    public static let data = UTType(known: "public.data")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let url = UTType(known: "public.url")
    public static let fileURL = UTType(known: "public.file-url")
    public static let image = UTType(known: "public.image")
    public static let pdf = UTType(known: "com.adobe.pdf")
}

/// https://developer.apple.com/documentation/foundation/nsitemprovider (Foundation on Apple platforms;
/// swift-corelibs-foundation has none).
open class NSItemProvider {
    public init() {}
    open var registeredTypeIdentifiers: [String] { [] }
}
