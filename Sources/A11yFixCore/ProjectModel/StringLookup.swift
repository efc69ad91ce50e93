import A11yFixSyntax

/// How code looks a string up for translation: `NSLocalizedString("…", comment: …)`,
/// `String(localized: "…")`, with the bundle it names (`bundle: .module`), or a project wrapper
/// (`"…".localized`, `"…".loco()`, `L.tr("…")`). A new UIKit or AppKit label is written the way
/// the code around it looks its words up (judged on real apps: `String(localized:)` in a target
/// whose every string goes through `NSLocalizedString`, or a project wrapper, was sent back).
public struct StringLookup: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case stringLocalized, nsLocalizedString
        /// `"key".localized`
        case keyProperty
        /// `"key".loco()`
        case keyMethod
        /// `L.tr("key")`
        case staticCall
    }

    public var kind: Kind
    /// The wrapper as written: `localized` of `"key".localized`, `L.tr` of `L.tr("key")`; empty
    /// for Foundation's lookups.
    public var name: String = ""
    /// The bundle a Foundation lookup names, as written (`.module`); nil for the main bundle's.
    public var bundle: String?

    public init(kind: Kind, name: String = "", bundle: String? = nil) {
        self.kind = kind
        self.name = name
        self.bundle = bundle
    }

    /// Foundation's own lookups, which compile in any file of any target; a wrapper is another
    /// module's, perhaps, and only the files that call it are sure to see it.
    public var isFoundation: Bool { kind == .stringLocalized || kind == .nsLocalizedString }

    /// The expression that looks `key` up: `comment` for translators where the call takes one
    /// (`NSLocalizedString` needs one: `""` when nil).
    public func code(_ key: String, comment: String?) -> String {
        let literal = SwiftLiteral.string(key)
        let bundleArgument = bundle.map { ", bundle: \($0)" } ?? ""
        switch kind {
        case .stringLocalized:
            let commentArgument = comment.map { ", comment: \(SwiftLiteral.string($0))" } ?? ""
            return "String(localized: \(literal)\(bundleArgument)\(commentArgument))"
        case .nsLocalizedString:
            return "NSLocalizedString(\(literal)\(bundleArgument), comment: \(SwiftLiteral.string(comment ?? "")))"
        case .keyProperty: return "\(literal).\(name)"
        case .keyMethod: return "\(literal).\(name)()"
        case .staticCall: return "\(name)(\(literal))"
        }
    }

    /// `NSLocalizedString` for `String(localized:)` where the platform predates it, the same bundle.
    public var beforeStringLocalized: StringLookup {
        kind == .stringLocalized ? StringLookup(kind: .nsLocalizedString, bundle: bundle) : self
    }

    /// One line for the index and its cache: `nsLocalizedString||.module`.
    public var encoded: String { [kind.rawValue, name, bundle ?? ""].joined(separator: "|") }

    public init?(encoded: String) {
        let parts = encoded.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let kind = Kind(rawValue: parts[0]) else { return nil }
        self.init(kind: kind, name: parts[1], bundle: parts[2].isEmpty ? nil : parts[2])
    }

    /// How the code reads: `NSLocalizedString(_:bundle: .module, comment:)`, `"…".localized`.
    public var description: String {
        switch kind {
        case .stringLocalized: "String(localized:\(bundle.map { "bundle: \($0)" } ?? ""))"
        case .nsLocalizedString: "NSLocalizedString(\(bundle.map { "bundle: \($0), " } ?? "")comment:)"
        case .keyProperty: "\"…\".\(name)"
        case .keyMethod: "\"…\".\(name)()"
        case .staticCall: "\(name)(\"…\")"
        }
    }

    /// The lookup most of `counts` are; nil when there are none, or two tie.
    public static func dominant(_ counts: [StringLookup: Int]) -> StringLookup? {
        let ranked = counts.sorted { ($0.value, $1.key.encoded) > ($1.value, $0.key.encoded) }
        guard let top = ranked.first, ranked.count < 2 || ranked[1].value < top.value else { return nil }
        return top.key
    }

    /// A wrapper named for looking words up (`localized`, `loco`, `tr`, `translated`): not one of
    /// `String`'s own `localizedCapitalized` or `localizedStandardCompare(_:)`.
    static func isLookupName(_ name: String) -> Bool {
        let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
        return ["loc", "loco", "localize", "localized", "localizedstring", "tr", "translated", "translate", "i18n"]
            .contains(last)
    }
}
