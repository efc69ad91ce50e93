import A11yFixSyntax
import Foundation
import SwiftSyntax

/// Moves SwiftUI code from `UIAccessibility.post` to `AccessibilityNotification` (opt-in).
///
/// Before: `UIAccessibility.post(notification: .announcement, argument: "Saved")`
/// After (target iOS 17+): `AccessibilityNotification.Announcement("Saved").post()`
/// After (older target): the guarded pair, the old call kept in the `else` branch.
///
/// Only in files that import SwiftUI, and only for string-literal announcements (the new API
/// takes a `String`; `argument:` takes `Any?`). Screen- and layout-changed posts move too.
public struct AnnouncementModernize: Transform {
    public static let descriptor = TransformDescriptor(
        id: "announcement-modernize",
        summary:
            "Turns UIAccessibility.post in SwiftUI files into AccessibilityNotification, guarded for older targets",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver],
        isOptIn: true,
        tier: .incompleteSupport,
        problem: "announcements through the UIKit-only API",
        blocks: [.voiceOver]
    )

    static let kinds = [
        "announcement": "Announcement", "screenChanged": "ScreenChanged", "layoutChanged": "LayoutChanged",
    ]

    public init() {}

    /// Why a `UIAccessibility.post` in SwiftUI code stays as it is.
    enum Reason: String, NamedReason {
        case otherNotification = "other-notification"
        case notAStatement = "not-a-statement"
        case availabilityFallback = "availability-fallback"
        case notAString = "not-a-string"
        case sharesItsLine = "shares-its-line"

        var explanation: String {
            switch self {
            case .otherNotification: "not an .announcement, .screenChanged or .layoutChanged post, the ones that move"
            case .notAStatement: "the post is part of a larger expression, not a statement of its own"
            case .availabilityFallback: "in the else branch of an if #available: the older API on purpose"
            case .notAString:
                "the announcement is not a string literal, and AccessibilityNotification.Announcement takes a String"
            case .sharesItsLine:
                "it shares its line with other code or holds a multi-line string: it cannot be wrapped in if #available"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.importedModules.contains("SwiftUI"), file.containsText("UIAccessibility.post") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "post",
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIAccessibility",
                call.argument(labeled: "notification") != nil
            else { continue }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            var finding = file.record(Self.self, decide(call, in: file, context: context), spanning: range)
            // Below the first OS with `AccessibilityNotification` the move needs an `if #available`
            // pair around a post that works as it is: worth making when asked, no problem to report.
            if finding.fix != nil, !context.availability.isAvailable(.accessibilityNotification, at: call, in: file) {
                finding.isSuggestion = true
            }
            findings.append(finding)
        }
        return findings
    }

    /// What to do with one `UIAccessibility.post(notification:argument:)`: move it to
    /// `AccessibilityNotification` (guarded when the target is older), or leave it alone.
    func decide(_ call: FunctionCallExprSyntax, in file: SourceFile, context: TransformContext) -> Decision {
        guard let notification = call.argument(labeled: "notification")?.expression.as(MemberAccessExprSyntax.self),
            let kind = Self.kinds[notification.declName.baseName.text]
        else { return .leftAlone(Reason.otherNotification.reason) }
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self) else {
            return .leftAlone(Reason.notAStatement.reason)
        }
        if Self.isAvailabilityFallback(call) { return .leftAlone(Reason.availabilityFallback.reason) }
        let argument = call.argument(labeled: "argument")?.expression
        if kind == "Announcement", argument?.is(StringLiteralExprSyntax.self) != true {
            return .leftAlone(Reason.notAString.reason)
        }
        let availability = context.availability
        let modern =
            "AccessibilityNotification.\(kind)(\(argument?.trimmedText == "nil" ? "" : argument?.trimmedText ?? "")).post()"
        let edit: TextEdit?
        if availability.isAvailable(.accessibilityNotification, at: call, in: file) {
            edit = .replace(
                call.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset, with: modern)
        } else {
            let condition = availability.availabilityCondition(for: .accessibilityNotification, at: call, in: file)
            edit = AvailabilityWrapping.edit(
                wrapping: statement, condition: condition, fallback: [call.trimmedText], in: file
            ).map { wrap in
                // The guarded branch holds the new call; the fallback keeps the old one.
                var swapped = wrap
                swapped.replacement = swapped.replacement.replacingFirst(call.trimmedText, with: modern)
                return swapped
            }
        }
        guard let edit else { return .leftAlone(Reason.sharesItsLine.reason) }
        return .fix(
            message:
                "UIAccessibility.post(notification: .\(notification.declName.baseName.text)) in SwiftUI code; use \(modern)",
            Fix(edits: [edit], summary: "`\(modern)` replaces `UIAccessibility.post`", isInferred: false))
    }
}

extension AnnouncementModernize {
    /// In the `else` of an `if #available(…)`: the older API on purpose.
    static func isAvailabilityFallback(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.elseBody?.id == current.id,
                ifExpression.conditions.contains(where: { if case .availability = $0.condition { true } else { false } }
                )
            {
                return true
            }
            current = parent
        }
        return false
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
