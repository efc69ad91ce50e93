import SwiftSyntax

/// The text edits that fix one problem, plus what the Accessibility Summary says about them.
public struct Fix: Hashable, Sendable {
    public var edits: [TextEdit]
    /// One line for the summary, e.g. "`.accessibilityLabel` on icon-only Share button".
    public var summary: String
    /// Whether the fix wrote text the tool guessed (a label phrase), which a person must verify.
    public var isInferred: Bool
    /// The element this fix gives its accessible name (a label, or hiding it): the offset of the
    /// view whose modifier chain it extends. An element gets one name per run; see `ElementNaming`.
    public var namedElement: Int?
    /// New text for translators (a label in a project that localises), listed in the summary.
    public var localizationKeys: [String]
    /// How the engine laid the fix out to keep within the project's line length; empty when
    /// there is no limit or the fix fit as the transform wrote it.
    public var layout: FixLayout = []

    public init(edits: [TextEdit], summary: String, isInferred: Bool, namedElement: Int? = nil, localizationKeys: [String] = []) {
        self.edits = edits
        self.summary = summary
        self.isInferred = isInferred
        self.namedElement = namedElement
        self.localizationKeys = localizationKeys
    }
}

/// One place a transform found: with a fix, it will be rewritten; without one, it needs review.
public struct Finding: Hashable, Sendable {
    public var transformID: String
    /// UTF-8 offset in the input where the problem is.
    public var offset: Int
    public var location: SourceFile.Location
    public var message: String
    public var fix: Fix?
    /// The engine pass that made it. Only a first-pass fix's edits are in input coordinates (later
    /// passes run on re-parsed text), so reporters offer edits of first-pass fixes only.
    public var pass = 0
    /// An improvement worth making when the user asked for the transform, not a problem worth
    /// reporting when they did not: report-only runs leave it out (`relativeTo:` on a custom font
    /// that already scales, beside the `fixedSize:` font that does not).
    public var isSuggestion = false
    /// Set when the finding had a fix the engine did not make (it is then without one).
    public var notApplied: NotAppliedReason?

    public init(transformID: String, offset: Int, location: SourceFile.Location, message: String, fix: Fix?) {
        self.transformID = transformID
        self.offset = offset
        self.location = location
        self.message = message
        self.fix = fix
    }
}

extension SourceFile {
    /// A finding anchored at the first non-trivia byte of `node`.
    public func finding(
        _ transform: any Transform.Type, at node: some SyntaxProtocol, message: String, fix: Fix? = nil
    ) -> Finding {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return Finding(transformID: transform.descriptor.id, offset: offset, location: location(of: offset), message: message, fix: fix)
    }
}
