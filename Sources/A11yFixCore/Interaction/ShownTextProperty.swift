import A11yFixSyntax
import SwiftSyntax

/// The text property of a view type that the type shows as text itself (`var text: String` and
/// `Text(text)` in one of its branches): an icon the same type draws in its place is named by it.
/// Judged on unseen apps: a link icon read "Open" while its view held the exact, localized words
/// ("Plugin Source") it showed as text elsewhere.
enum ShownTextProperty {
    /// Names a text property may have: what the view says, not what it stores.
    static let textNames: Set<String> = ["text", "title", "label", "caption", "name"]
    static let textTypes: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource"]

    /// `text` for an icon inside a type with `let text: String` that shows `Text(text)` in its place
    /// (the other branch of an `if`) or with the same tap: never a row's title for a side icon.
    static func name(near view: FunctionCallExprSyntax, action: ExprSyntax?) -> String? {
        guard let owner = EnclosingType.of(view, where: { $0.is(StructDeclSyntax.self) })?.group else { return nil }
        let candidates = owner.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    textNames.contains(name),
                    let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text,
                    textTypes.contains(type)
                else { return nil }
                return name
            }
        }
        let shown = candidates.filter { name in
            owner.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "Text", let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calleeName == "Text", let first = call.arguments.first, first.label == nil,
                    first.expression.trimmedText == name
                else { return false }
                return isAlternative(call, to: view) || tapsAlike(call, view, action: action)
            }
        }
        return shown.count == 1 ? shown[0] : nil
    }

    /// The text is drawn in another branch of an `if` that draws the icon: one or the other shows.
    private static func isAlternative(_ text: FunctionCallExprSyntax, to view: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(view)
        while let parent = node.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                let inside = text.position >= branch.position && text.endPosition <= branch.endPosition
                let sameBranch =
                    node.is(CodeBlockSyntax.self)
                    && text.position >= node.position && text.endPosition <= node.endPosition
                if inside, !sameBranch { return true }
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            node = parent
        }
        return false
    }

    /// The text has a tap of its own doing just what the icon's tap does.
    private static func tapsAlike(_ text: FunctionCallExprSyntax, _ view: FunctionCallExprSyntax, action: ExprSyntax?)
        -> Bool
    {
        guard let action else { return false }
        return ModifierChain(startingAt: text).modifiers.contains { modifier in
            guard let call = modifier.call, let tap = TapGestureCall(call), let other = tap.action else { return false }
            return other.singleLineText == action.singleLineText
        }
    }
}
