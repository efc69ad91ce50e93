import SwiftSyntax

/// Replaces the deprecated `.accessibility(label:)` family with the iOS 14 / macOS 11 modifiers.
///
/// Before: `.accessibility(label: Text("Share"))`, `.accessibility(hidden: true)`
/// After:  `.accessibilityLabel("Share")`, `.accessibilityHidden(true)`
///
/// `Text("literal")` arguments become the literal (the new modifiers take a localized string key,
/// as `Text` did); other `Text` values are kept, which the new modifiers accept. Only when the
/// deployment target has the new modifiers.
public struct ModernizeAccessibilityModifiers: Transform {
    public static let descriptor = TransformDescriptor(
        id: "modernize-accessibility-modifiers",
        summary: "Replaces deprecated .accessibility(label:hint:value:hidden:…) with .accessibilityLabel(_:) and friends",
        frameworks: [.swiftUI],
        deviceTests: []
    )

    /// Argument label → the modern modifier and its `IntroducedAPI` entry.
    static let modifiers: [String: (name: String, api: IntroducedAPI)] = [
        "label": ("accessibilityLabel", .accessibilityLabelModifier),
        "hint": ("accessibilityHint", .accessibilityHintModifier),
        "value": ("accessibilityValue", .accessibilityValueModifier),
        "hidden": ("accessibilityHidden", .accessibilityHiddenModifier),
        "addTraits": ("accessibilityAddTraits", .accessibilityAddTraitsModifier),
        "removeTraits": ("accessibilityRemoveTraits", .accessibilityRemoveTraitsModifier),
        "identifier": ("accessibilityIdentifier", .accessibilityIdentifierModifier),
        "sortPriority": ("accessibilitySortPriority", .accessibilitySortPriorityModifier),
    ]
    static let textArguments: Set<String> = ["label", "hint", "value"]

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        let availability = context.availability
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "accessibility",
                  call.arguments.count == 1, let argument = call.arguments.first, let label = argument.label?.text,
                  let modern = Self.modifiers[label],
                  availability.isAvailable(modern.api, at: call, in: file) else { continue }
            var edits: [TextEdit] = [
                // `accessibility(label: ` → `accessibilityLabel(`
                .replace(member.declName.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                         with: modern.name + "("),
            ]
            var shown = argument.expression.singleLineText
            if Self.textArguments.contains(label), let text = argument.expression.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
               text.arguments.count == 1, text.arguments.first?.label == nil, let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
               text.trailingClosure == nil {
                edits.append(.replace(text.positionAfterSkippingLeadingTrivia.utf8Offset..<text.endPositionBeforeTrailingTrivia.utf8Offset,
                                      with: literal.trimmedDescription))
                shown = literal.trimmedDescription
            }
            findings.append(file.finding(Self.self, at: call, message:
                ".accessibility(\(label):) is deprecated; use .\(modern.name)(\(shown))",
                fix: Fix(edits: edits, summary: "`.\(modern.name)(\(shown))` replaces deprecated `.accessibility(\(label):)`", isInferred: false)))
        }
        return findings
    }
}
