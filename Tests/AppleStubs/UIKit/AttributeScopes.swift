// Signature stubs of UIKit's attribute scope, written from Apple's documentation: an
// `AttributedString`'s `.font` that UIKit views draw and SwiftUI `Text` ignores.
import Foundation

/// https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: UIFontAttribute
        public let foundation: FoundationAttributes
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    public enum UIFontAttribute: AttributedStringKey {
        public typealias Value = UIFont
        public static let name = "NSFont"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
