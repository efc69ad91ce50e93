import A11yFixSyntax
import SwiftSyntax

/// A shape in a `Button`'s label coloured by whether the button's option is the chosen one
/// (`selectedTab == tab ? accent : clear`), where the button's action chooses that option
/// (`selectedTab = tab`, `onSelect(kind)`): a tab or segment whose fill alone says it is chosen.
/// The comparison is the selection itself, so `.accessibilityAddTraits(selectedTab == tab ?
/// .isSelected : [])` on the button says it to VoiceOver. A comparison with a literal
/// (`rate == 1.0`) or a button whose action sets something else is no choice of the button's.
enum ChosenButtonColour {
    /// The button around `shape` and the condition as it can be written after it.
    static func button(around shape: some SyntaxProtocol, condition: String) -> (
        button: FunctionCallExprSyntax, condition: String
    )? {
        guard let button = enclosingButton(of: shape), let action = action(of: button),
            let written = ConditionInScope.resolving(condition, at: button)
        else { return nil }
        // `isSelected` of `let isSelected = setupKind == kind` before the button: its definition.
        let comparison = definition(of: condition, before: button) ?? condition
        let sides = comparison.components(separatedBy: " == ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2, sides.allSatisfy(isPath) else { return nil }
        let effects = TapAction(ExprSyntax(action))?.effects ?? []
        guard effects.count == 1, let effect = effects.first else { return nil }
        if let write = effect.write, write.operation == .assignment, let value = write.value?.trimmedText {
            let target = write.target.trimmedText.replacingOccurrences(of: "self.", with: "")
            return Set([target, value]) == Set(sides) ? (button, written) : nil
        }
        // `onSelectSetupKind(kind)`: a call that hands the option on, named for choosing it.
        guard let call = effect.call, call.arguments.count == 1, let argument = call.arguments.first,
            sides.contains(argument.expression.trimmedText), let name = effect.calledName,
            ReadableName.words(of: name).contains(where: { chooseWords.contains($0.lowercased()) })
        else { return nil }
        return (button, written)
    }

    static let chooseWords: Set<String> = ["select", "choose", "pick", "switch", "set"]

    /// The nearest `Button` whose label (not its action) holds `node`, in the same member.
    static func enclosingButton(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calleeName == "Button",
                let action = action(of: call)
            {
                let span = action.position..<action.endPosition
                return span.contains(node.position) ? nil : call
            }
            current = parent
        }
        return nil
    }

    /// `Button(action: { … })`, `Button { … } label: { … }`.
    static func action(of button: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let action = button.closure(labeled: "action") { return action }
        guard button.closure(labeled: "label") != nil else { return nil }
        return button.trailingClosure
    }

    /// `let name = a == b` among the statements before `node` in the code block around it.
    private static func definition(of name: String, before node: some SyntaxProtocol) -> String? {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
                        let binding = variable.bindings.first,
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                        let value = binding.initializer?.value
                    else { continue }
                    return value.trimmedText
                }
            }
            current = parent
        }
        return nil
    }

    /// `tab`, `selectedTab`, `self.model.kind`: a value path, no literal or call.
    private static func isPath(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}
