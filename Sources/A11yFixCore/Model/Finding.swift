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
    /// Entries the run adds to the project's string tables with this fix (see `TableEntry`).
    public var tableEntries: [TableEntry] = []
    /// How the engine laid the fix out to keep within the project's line length; empty when
    /// there is no limit or the fix fit as the transform wrote it.
    public var layout: FixLayout = []
    /// A shorter way to write the same fix, made when this one cannot fit the project's line
    /// length (a short literal where the file writes its labels so); at most one. The engine
    /// drops it once the fix is laid out.
    public var shorterForm: [Fix] = []
    /// The message of the finding when the engine makes this fix as another's shorter form.
    public var shorterFormMessage: String?

    public init(
        edits: [TextEdit], summary: String, isInferred: Bool, namedElement: Int? = nil, localizationKeys: [String] = [],
        tableEntries: [TableEntry] = []
    ) {
        self.edits = edits
        self.summary = summary
        self.isInferred = isInferred
        self.namedElement = namedElement
        self.localizationKeys = localizationKeys
        self.tableEntries = tableEntries
    }
}

/// One place a transform found: with a fix, it will be rewritten; without one, it needs review.
///
/// It spans the construct its message names (`.animation(.spring, value: x)`, `withAnimation`,
/// the `Button { … }` that lacks a label), not the view expression that holds it: editors underline
/// that span, and suppression comments apply at the line where it starts.
public struct Finding: Hashable, Sendable {
    public var transformID: String
    /// UTF-8 offset in the input where the construct starts.
    public var offset: Int
    public var location: SourceFile.Location
    /// UTF-8 offset in the input just past the construct's last byte; never before `offset`.
    public var endOffset: Int
    /// The line and UTF-8 column of `endOffset`: the column after the construct's last byte.
    public var endLocation: SourceFile.Location
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
    /// Set when the transform left the construct alone on purpose: then the record is no problem
    /// and has no fix; the engine keeps it apart from findings, for `why` and the summary.
    public var leftAlone: Reason?

    /// Without an end (or with one before the start), the finding is an empty span at its start.
    public init(
        transformID: String, offset: Int, location: SourceFile.Location,
        end: (offset: Int, location: SourceFile.Location)? = nil, message: String, fix: Fix?
    ) {
        self.transformID = transformID
        self.offset = offset
        self.location = location
        if let end, end.offset >= offset {
            (endOffset, endLocation) = (end.offset, end.location)
        } else {
            (endOffset, endLocation) = (offset, location)
        }
        self.message = message
        self.fix = fix
    }
}

extension SourceFile {
    /// A finding spanning `node`, from its first to its last non-trivia byte: a control's
    /// initializer, a UIKit statement, a font expression.
    public func finding(
        _ transform: any Transform.Type, at node: some SyntaxProtocol, message: String, fix: Fix? = nil
    ) -> Finding {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        return finding(transform, spanning: range, message: message, fix: fix)
    }

    /// A finding at the modifier `call` applies (`.animation(.spring, value: x)`): see
    /// `FunctionCallExprSyntax.modifierRange`. Two modifiers of one chain get two places.
    public func finding(
        _ transform: any Transform.Type, atModifier call: FunctionCallExprSyntax, message: String, fix: Fix? = nil
    ) -> Finding {
        finding(transform, spanning: call.modifierRange, message: message, fix: fix)
    }

    /// The record of `decision` at the modifier `call`: a fix, a report, or a place left alone.
    public func record(_ transform: any Transform.Type, _ decision: Decision, atModifier call: FunctionCallExprSyntax)
        -> Finding
    {
        record(transform, decision, spanning: call.modifierRange)
    }

    /// The record of `decision` spanning `node`, from its first to its last non-trivia byte, as
    /// `finding(_:at:message:fix:)` spans it: a control's initializer, a UIKit statement's call.
    public func record(_ transform: any Transform.Type, _ decision: Decision, at node: some SyntaxProtocol) -> Finding {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        return record(transform, decision, spanning: range)
    }

    /// The record of `decision` spanning `range`.
    public func record(_ transform: any Transform.Type, _ decision: Decision, spanning range: Range<Int>) -> Finding {
        switch decision {
        case let .fix(message, fix):
            return finding(transform, spanning: range, message: message, fix: fix)
        case let .report(message):
            return finding(transform, spanning: range, message: message)
        case let .leftAlone(reason):
            var record = finding(
                transform, spanning: range, message: "left alone (\(reason.id)): \(reason.explanation)")
            record.leftAlone = reason
            return record
        }
    }

    /// A finding spanning the UTF-8 byte range `range` of this file.
    public func finding(
        _ transform: any Transform.Type, spanning range: Range<Int>, message: String, fix: Fix? = nil
    ) -> Finding {
        let start = location(of: range.lowerBound), end = location(of: range.upperBound)
        return Finding(
            transformID: transform.descriptor.id, offset: range.lowerBound, location: start,
            end: (range.upperBound, end), message: message, fix: fix)
    }
}

extension FunctionCallExprSyntax {
    /// The bytes of the member a call names, from its `.` to the end of its arguments and
    /// closures: `.animation(.spring)` in `HStack { … }.animation(.spring)`, not the `HStack`
    /// it is applied to. A call of a free function or on a type (`withAnimation { … }`,
    /// `SwiftUI.withAnimation(…)`, `Font.system(size: 12)`) is the whole call.
    public var modifierRange: Range<Int> {
        let end = endPositionBeforeTrailingTrivia.utf8Offset
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true
        else {
            return positionAfterSkippingLeadingTrivia.utf8Offset..<end
        }
        return member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<end
    }
}
