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

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.importedModules.contains("SwiftUI"), file.containsText("UIAccessibility.post") else { return [] }
        var findings: [Finding] = []
        let availability = context.availability
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "post",
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIAccessibility",
                let notification = call.argument(labeled: "notification")?.expression.as(MemberAccessExprSyntax.self),
                let kind = Self.kinds[notification.declName.baseName.text],
                let statement = call.parent?.as(CodeBlockItemSyntax.self),
                !Self.isAvailabilityFallback(call)
            else { continue }
            let argument = call.argument(labeled: "argument")?.expression
            if kind == "Announcement", argument?.is(StringLiteralExprSyntax.self) != true { continue }
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
            guard let edit else { continue }
            findings.append(
                file.finding(
                    Self.self, at: call,
                    message:
                        "UIAccessibility.post(notification: .\(notification.declName.baseName.text)) in SwiftUI code; use \(modern)",
                    fix: Fix(edits: [edit], summary: "`\(modern)` replaces `UIAccessibility.post`", isInferred: false)))
        }
        return findings
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
