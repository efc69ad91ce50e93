import A11yFixSyntax
import SwiftSyntax

/// A button that shows and hides one control (`showSelector.toggle()` over `if showSelector { Slider(…)
/// .accessibilityLabel("Text size") }`) is named by what it reveals, in the words the project gave that
/// control: the flag's name ("Show selector") says how the screen works, not what the person reaches.
enum RevealedControl {
    /// The label code (as written) that every `.accessibilityLabel` inside `if <flag> { … }` of the same
    /// type gives; nil when there is none, or when they disagree.
    static func label(revealedBy flag: String, at control: FunctionCallExprSyntax, in file: SourceFile) -> String? {
        let flagName = flag.hasPrefix("self.") ? String(flag.dropFirst(5)) : flag
        guard let owner = enclosingType(of: Syntax(control)) else { return nil }
        var found: Set<String> = []
        for call in file.functionCalls {
            guard
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityLabel",
                call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                let words = LabelText.writtenWords(argument.expression),
                isShown(Syntax(call), onlyWhen: flagName, inside: owner)
            else { continue }
            found.insert(words.code)
        }
        return found.count == 1 ? found.first : nil
    }

    /// Whether `node` sits in the first branch of an `if <flag>` (or `if self.<flag>`) inside `owner`.
    private static func isShown(_ node: Syntax, onlyWhen flag: String, inside owner: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let parent = current {
            if parent.id == owner.id { return false }
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id,
                branch.conditions.count == 1,
                let condition = branch.conditions.first?.condition.as(ExprSyntax.self)?.trimmedText,
                condition == flag || condition == "self." + flag
            {
                return enclosingType(of: parent)?.id == owner.id
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    private static func enclosingType(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) { return parent }
            current = parent.parent
        }
        return nil
    }
}
