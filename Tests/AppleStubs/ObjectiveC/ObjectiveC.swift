// What `#selector` and `@objc` need when type-checking on Linux with -enable-objc-interop.
// UIKit and AppKit re-export it, as Apple's do.

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, ExpressibleByStringLiteral {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/objectivec/objcbool
/// (The compiler bridges `Bool` in `@objc` declarations through it.)
public struct ObjCBool: ExpressibleByBooleanLiteral {
    private var value: Bool
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

extension String {
    /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
    /// (the real key is a `String.LocalizationValue`; the examples pass literals).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    public init(localized keyAndValue: StaticString, comment: StaticString? = nil) { fatalError() }

    /// https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)
    /// (the real default value is a `String.LocalizationValue`; the examples pass literals).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public init(localized key: StaticString, defaultValue: StaticString, comment: StaticString? = nil) {
        fatalError()
    }
}
