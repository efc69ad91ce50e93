/// The Swift language mode a file compiles in, and where the project says so: `SWIFT_VERSION` of
/// an Xcode target, or a package's language modes or tools version. A file several targets compile
/// gets the lowest, because the code must build in each.
public struct SwiftLanguageMode: Sendable, Hashable, CustomStringConvertible {
    /// `4`, `4.2`, `5`, `6`.
    public var version: OSVersion
    /// `SWIFT_VERSION in project.pbxproj target 'App' (/abs/App.xcodeproj)`, `Package.swift (…)`.
    public var source: String

    public init(version: OSVersion, source: String) {
        self.version = version
        self.source = source
    }

    /// Swift 4.2 moved UIKit's accessibility globals into types (`UIAccessibility.isReduceMotionEnabled`,
    /// the `UIAccessibilityTraits` option set, `UIFont.TextStyle`, `NSAttributedString.Key`). Below it
    /// only the old spellings compile: `UIAccessibilityIsReduceMotionEnabled()`,
    /// `accessibilityTraits |= UIAccessibilityTraitButton`, `UIFontTextStyle`, `NSAttributedStringKey`.
    public var hasNestedUIKitNames: Bool { version >= OSVersion(4, 2) }

    public var description: String { "Swift \(version)" }

    /// The lower of two modes; nil when neither is known.
    public static func lowest(_ first: SwiftLanguageMode?, _ second: SwiftLanguageMode?) -> SwiftLanguageMode? {
        guard let first else { return second }
        guard let second else { return first }
        return second.version < first.version ? second : first
    }
}

extension TransformContext {
    /// Whether the file's language mode is older than Swift 4.2, so new UIKit accessibility code
    /// must use the global spellings. False when the project does not say: the current names.
    public var usesPre42UIKitNames: Bool { languageMode.map { !$0.hasNestedUIKitNames } ?? false }
}
