import A11yFixSyntax
import SwiftSyntax

/// Guards XCUITest's `performAccessibilityAudit` (iOS 17 / macOS 14) for older targets, with a
/// fallback assertion that every hittable button and image has a label.
///
/// Before (target iOS 15):
///
///     try app.performAccessibilityAudit()
///
/// After:
///
///     if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
///         try app.performAccessibilityAudit()
///     } else {
///         for element in app.buttons.allElementsBoundByIndex + app.images.allElementsBoundByIndex where element.isHittable {
///             XCTAssertFalse(element.label.isEmpty, "\(element.debugDescription) has no accessibility label")
///         }
///     }
public struct AuditAvailability: Transform {
    public static let descriptor = TransformDescriptor(
        id: "audit-availability",
        summary: "Guards XCUITest performAccessibilityAudit with #available and a label-check fallback",
        frameworks: [.uiKit, .appKit],
        deviceTests: [],
        tier: .incompleteSupport,
        problem: "accessibility audits without an older-OS fallback"
    )

    public init() {}

    /// Why a `performAccessibilityAudit` call stays as it is.
    enum Reason: String, NamedReason {
        case available = "available"
        case noApp = "no-app"

        var explanation: String {
            switch self {
            case .available:
                "nothing to guard: the deployment target or an #available around the call covers every platform"
            case .noApp: "the call names no app, whose buttons and images a fallback would check"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("performAccessibilityAudit") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "performAccessibilityAudit"
            else { continue }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(
                file.record(Self.self, decide(call, app: member.base, in: file, context: context), spanning: range))
        }
        return findings
    }

    /// What to do with one `app.performAccessibilityAudit()`: guard it with a fallback, report
    /// it, or leave it alone.
    func decide(_ call: FunctionCallExprSyntax, app: ExprSyntax?, in file: SourceFile, context: TransformContext)
        -> Decision
    {
        guard let app = app?.trimmedText else { return .leftAlone(Reason.noApp.reason) }
        let availability = context.availability
        if availability.isAvailable(.performAccessibilityAudit, at: call, in: file) {
            return .leftAlone(Reason.available.reason)
        }
        let condition = availability.availabilityCondition(for: .performAccessibilityAudit, at: call, in: file)
        // `try app.performAccessibilityAudit()` is the statement; the call sits in its `try`.
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        let fallback = [
            "for element in \(app).buttons.allElementsBoundByIndex + \(app).images.allElementsBoundByIndex where element.isHittable {",
            "\(file.indentUnit)XCTAssertFalse(element.label.isEmpty, \"\\(element.debugDescription) has no accessibility label\")",
            "}",
        ]
        guard let statement = node.parent?.as(CodeBlockItemSyntax.self),
            let edit = AvailabilityWrapping.edit(
                wrapping: statement, condition: condition, fallback: fallback, in: file)
        else {
            return .report(
                "performAccessibilityAudit needs iOS 17 / macOS 14; guard it with \(condition) and assert labels by hand in the else branch"
            )
        }
        return .fix(
            message:
                "performAccessibilityAudit needs iOS 17 / macOS 14, newer than the deployment target; guard it with \(condition)",
            Fix(
                edits: [edit],
                summary:
                    "`\(condition)` guards `performAccessibilityAudit`, with a fallback that asserts every hittable button and image has a label",
                isInferred: false))
    }
}
