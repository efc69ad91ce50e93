import A11yFixSyntax
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
        summary:
            "Replaces deprecated .accessibility(label:hint:value:hidden:…) with .accessibilityLabel(_:) and friends",
        frameworks: [.swiftUI],
        deviceTests: [],
        tier: .incompleteSupport,
        problem: "deprecated accessibility modifiers"
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

    /// Why a deprecated `.accessibility(…)` call stays as it is.
    enum Reason: String, NamedReason {
        case ownModifier = "own-modifier"
        case otherArguments = "other-arguments"
        case targetTooOld = "target-too-old"

        var explanation: String {
            switch self {
            case .ownModifier: "the file declares its own accessibility(…) function, which this call may mean"
            case .otherArguments:
                "not one of label:, hint:, value:, hidden:, addTraits:, removeTraits:, identifier:, sortPriority: alone"
            case .targetTooOld: "the deployment target predates the modifier that replaces it"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.importedModules.contains("SwiftUI") else { return [] }
        // Only SwiftUI's modifier: a file that declares its own `accessibility(…)` means its own.
        let declaresOwn = file.containsText("func accessibility(")
        var findings: [Finding] = []
        lazy var viewTypes = ViewTypes(file: file, index: context.index)
        for call in file.functionCalls {
            let name: TokenSyntax
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text == "accessibility",
                let type = EnclosingType.of(call), viewTypes.isViewLike(type.name)
            {
                name = reference.baseName  // `accessibility(label:)` on implicit self in a view
            } else {
                continue
            }
            guard name.text == "accessibility" else { continue }
            let decision =
                declaresOwn
                ? .leftAlone(Reason.ownModifier.reason) : decide(call, name: name, in: file, context: context)
            findings.append(file.record(Self.self, decision, atModifier: call))
        }
        return findings
    }

    /// What to do with one `.accessibility(…)` call: rewrite it to the modern modifier, or leave it alone.
    func decide(_ call: FunctionCallExprSyntax, name: TokenSyntax, in file: SourceFile, context: TransformContext)
        -> Decision
    {
        guard call.arguments.count == 1, let argument = call.arguments.first,
            let label = argument.label, let colon = argument.colon, let modern = Self.modifiers[label.text]
        else { return .leftAlone(Reason.otherArguments.reason) }
        guard context.availability.isAvailable(modern.api, at: call, in: file) else {
            return .leftAlone(Reason.targetTooOld.reason)
        }
        // `accessibility` → `accessibilityLabel`; `label:` goes, comments around it stay.
        let colonEnd =
            colon.trailingTrivia.allSatisfy(\.isSpaceOrTab)
            ? colon.endPosition : colon.endPositionBeforeTrailingTrivia
        var edits: [TextEdit] = [
            .replace(
                name.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset, with: modern.name),
            .replace(label.positionAfterSkippingLeadingTrivia.utf8Offset..<colonEnd.utf8Offset, with: ""),
        ]
        var shown = argument.expression.singleLineText
        if Self.textArguments.contains(label.text), let text = argument.expression.as(FunctionCallExprSyntax.self),
            text.calleeName == "Text",
            text.arguments.count == 1, text.arguments.first?.label == nil,
            let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            text.trailingClosure == nil
        {
            edits.append(
                .replace(
                    text.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<text.endPositionBeforeTrailingTrivia.utf8Offset,
                    with: literal.trimmedText))
            shown = literal.trimmedText
        }
        return .fix(
            message: ".accessibility(\(label.text):) is deprecated; use .\(modern.name)(\(shown))",
            Fix(
                edits: edits,
                summary: "`.\(modern.name)(\(shown))` replaces deprecated `.accessibility(\(label.text):)`",
                isInferred: false))
    }
}
