import A11yFixSyntax
import SwiftSyntax

/// Gives long-press gestures an accessibility action, so VoiceOver and Switch Control users can
/// reach them.
///
/// Before: `.onLongPressGesture { deleteItem() }`
/// After:  `.onLongPressGesture { deleteItem() }` + `.accessibilityAction(named: "Delete item") { deleteItem() } // [VERIFY] …`
///
/// The action's name comes from the called function. A body of more than one statement, or one
/// whose name says nothing, is reported instead. Not changed: chains that already have an
/// `.accessibilityAction`.
public struct LongPressAction: Transform {
    public static let descriptor = TransformDescriptor(
        id: "long-press-action",
        summary: "Adds a named .accessibilityAction for each .onLongPressGesture",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .degradesExperience,
        problem: "long presses without an accessibility action",
        blocks: [.voiceOver]
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("onLongPressGesture") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            // The view may be a call (`Text(…)`) or a name (`content` in a ViewModifier).
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "onLongPressGesture",
                let base = member.base
            else { continue }
            let chain = ModifierChain(startingAt: ModifierChain(endingAt: base).root)
            guard !chain.modifiers.contains(where: { $0.name.hasPrefix("accessibilityAction") }) else { continue }
            // `minimumDuration: 0` tracks a press (a pressed look), and a press tracker inside a
            // style draws a control's states: neither is an action of its own.
            if call.argument(labeled: "minimumDuration")?.expression.numberLiteralValue == 0
                || Self.performsNothing(call)
                || (call.closure(labeled: "onPressingChanged") != nil && Self.isInsideStyle(call))
            {
                continue
            }
            var body: String?
            var actionName: String?
            let closureArgument =
                call.trailingClosure ?? call.argument(labeled: "perform")?.expression.as(ClosureExprSyntax.self)
            if let closure = closureArgument, closure.statements.count == 1, closure.signature == nil,
                let statement = closure.statements.first, !statement.trimmedText.includes("\n")
            {
                body = statement.trimmedText
                actionName = ActionName.name(of: ExprSyntax(closure))
            } else if let perform = call.argument(labeled: "perform")?.expression,
                let name = ActionName.name(of: perform),
                perform.is(DeclReferenceExprSyntax.self) || perform.is(MemberAccessExprSyntax.self)
            {
                body = "\(perform.trimmedText)()"
                actionName = name
            }
            guard let body, let phrase = actionName.flatMap(ReadableName.phrase(forActionName:)) else {
                findings.append(
                    file.finding(
                        Self.self, atModifier: call,
                        message:
                            ".onLongPressGesture has no accessibility action, and its name cannot be inferred; add .accessibilityAction(named:) by hand"
                    ))
                continue
            }
            let action = AccessibilityModifiers(at: call, in: file, context: context).action(
                named: SwiftLiteral.string(phrase), body: body)
            guard let edit = ModifierInsertion.edit(appending: action + " " + VerifyMarker.comment, to: chain, in: file)
            else { continue }
            findings.append(
                file.finding(
                    Self.self, atModifier: call,
                    message:
                        "long press has no accessibility action; VoiceOver and Switch Control users cannot reach it. Add \(action)",
                    fix: Fix(
                        edits: [edit], summary: "`.accessibilityAction(named: \"\(phrase)\")` for a long press",
                        isInferred: true)))
        }
        return findings
    }

    /// An empty perform closure, however it is written (`perform: {}`, or a trailing `{}` before
    /// `onPressingChanged:`): the press is tracked for a look or a haptic, and the control it
    /// sits on does the action (judged on Swiftfin: button styles and a slider).
    static func performsNothing(_ call: FunctionCallExprSyntax) -> Bool {
        let perform = call.argument(labeled: "perform")?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure
        return perform?.statements.isEmpty == true
    }

    /// Inside a `*Style` type's `makeBody`.
    static func isInsideStyle(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(StructDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText.hasSuffix("Style") }
                    ?? false
            }
            current = candidate.parent
        }
        return false
    }
}
