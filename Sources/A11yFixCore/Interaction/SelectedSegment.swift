import A11yFixSyntax
import SwiftSyntax

/// A button style that draws one choice of a picker: it compares the value a binding holds with the
/// value it stands for (`enumValue == onValue`, `@Binding var enumValue: T`, `var onValue: T`), and its
/// colours show which choice is the chosen one. VoiceOver hears nothing of that, and the comparison is
/// the selection itself: `.accessibilityAddTraits(enumValue == onValue ? .isSelected : [])` on what
/// `makeBody` returns says it (judged on unseen apps: a density picker's segments shown only by fill).
enum SelectedSegment {
    /// The style's `makeBody` chain and the trait line, when `condition` compares the style's binding
    /// with a stored value of its own and `shape` is drawn in that `makeBody`.
    static func trait(for condition: String, shape: FunctionCallExprSyntax) -> (chain: ModifierChain, traits: String)? {
        let sides = condition.components(separatedBy: " == ")
        guard sides.count == 2, sides.allSatisfy(isIdentifier),
            let function = shape.ancestor(FunctionDeclSyntax.self), function.name.text == "makeBody",
            let style = function.ancestor(StructDeclSyntax.self),
            style.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "ButtonStyle" }) == true
        else { return nil }
        let properties = style.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        func property(_ name: String) -> VariableDeclSyntax? {
            properties.first { variable in
                variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            }
        }
        func isBinding(_ variable: VariableDeclSyntax) -> Bool {
            variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Binding" }
        }
        func isStoredValue(_ variable: VariableDeclSyntax) -> Bool {
            variable.attributes.isEmpty && variable.bindings.allSatisfy { $0.accessorBlock == nil }
        }
        guard let left = property(sides[0]), let right = property(sides[1]),
            isBinding(left) && isStoredValue(right) || isBinding(right) && isStoredValue(left),
            let body = function.body, body.statements.count == 1, let only = body.statements.first
        else { return nil }
        let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
        guard let returned else { return nil }
        let chain = ModifierChain(endingAt: returned)
        guard !chain.modifiers.contains(where: { $0.name.hasPrefix("accessibility") }) else { return nil }
        return (chain, "\(condition) ? .isSelected : []")
    }

    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
