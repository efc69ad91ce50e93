import A11yFixSyntax
import SwiftSyntax

/// A tapped option that chooses itself: the tap's one write sets a selection to the option
/// (`linkSharingMode = mode`, `selected = item`), and the view draws the same comparison
/// (`Checkbox(isOn: linkSharingMode == mode)`, or a property of its type, `var isSelected: Bool
/// { item == selected }`, that it reads). The button trait goes with `.isSelected` under that
/// comparison (judged on unseen apps: radio rows, picker tiles and poll choices became buttons whose
/// chosen state VoiceOver never heard). A row whose mark or colour selection-trait reads is left to it.
enum ChosenByTap {
    /// The comparison that says `view` is the chosen option, as Swift to put before `? [.isButton, .isSelected]`.
    static func condition(action: ExprSyntax?, view: FunctionCallExprSyntax, chain: ModifierChain) -> String? {
        guard !chain.addsTraits([".isSelected"]), let effects = TapAction(action)?.effects,
            SelectionTrait.selectionCondition(in: Syntax(view)) == nil, SelectionColour.condition(for: view) == nil
        else { return nil }
        let assignments = effects.compactMap(\.write).filter { $0.operation == .assignment }
        guard assignments.count == 1, let write = assignments.first, let value = write.value,
            !value.is(NilLiteralExprSyntax.self), !value.is(BooleanLiteralExprSyntax.self)
        else { return nil }
        let (target, chosen) = (write.target.trimmedText, value.trimmedText)
        let forms = [target + "==" + chosen, chosen + "==" + target].map(squashed)
        // The view draws the comparison; its tap writes `target = chosen`, never `==`.
        let drawn = squashed(chain.outermost.trimmedText)
        if forms.contains(where: { drawn.includes($0) }) { return "\(target) == \(chosen)" }
        // `var isSelected: Bool { item == selected }` in the view's type, read by the view.
        guard let members = view.ancestor(MemberBlockSyntax.self) else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                case let .getter(body)? = binding.accessorBlock?.accessors, body.count == 1,
                forms.contains(squashed(body.trimmedText).replacingOccurrences(of: "return", with: "")),
                view.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name })
            else { continue }
            return name
        }
        return nil
    }

    /// `isSelected.toggle()` of a view declaring `@Binding var isSelected: Bool`: a tile that flips its
    /// own selection, selected while the flag holds. Only a flag named for selection (`isSelected`,
    /// `selected`), declared `Bool`, and the tap's one effect.
    static func toggledSelection(action: ExprSyntax?, chain: ModifierChain) -> String? {
        guard !chain.addsTraits([".isSelected"]), let tap = TapAction(action), tap.functionName == nil else {
            return nil
        }
        let effects = tap.effects.filter { !NonButtonTap.isDecorativeCall($0) }
        guard effects.count == 1, let write = effects.first?.write, write.operation == .mutatingCall("toggle"),
            let flag = write.plainName,
            ReadableName.words(of: flag).last?.lowercased() == "selected",
            FlippedFlagTap.isDeclaredBool(flag, around: write.target)
        else { return nil }
        return flag
    }

    private static func squashed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}
