// Signature stubs of SwiftUI's attribute scope, written from Apple's documentation: an
// `AttributedString`'s `.font` that `Text` draws.
import Foundation

/// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foundation: FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T
    {
        self[T.self]
    }
}
