import A11yFixSyntax
import SwiftSyntax

/// A container whose tap swaps what it shows between two contents it is handed:
///
///     struct ContentToggle<Content: View>: View {
///         @State private var showAlternate = false
///         let content: (Bool) -> Content
///         var body: some View {
///             HStack { content(showAlternate) }
///                 .onTapGesture { showAlternate.toggle() }
///         }
///     }
///
/// Its content cannot be read where it is declared, but when every place in the project hands it
/// only text (`ContentToggle { shown in if shown { Text(date, style: .date) } else { Text(…) } }`,
/// from the index), the tap folds no control: it is a button over text (judged on unseen apps: a
/// date that swaps between relative and absolute form, which VoiceOver users could not find).
enum SwappedContent {
    /// Whether `base`, tapped with `action`, is all a closure property of its type drawn with the
    /// flag the tap toggles, and every place showing the type hands it only text.
    static func isTextHandedIn(_ base: ExprSyntax, action: ExprSyntax?, index: ProjectIndex) -> Bool {
        guard let flag = toggledFlag(action), let owner = EnclosingType.ownerName(of: base),
            index.isHandedOnlyText(owner), let content = onlyContent(of: base),
            let callee = content.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            content.arguments.count == 1, content.arguments.first?.expression.trimmedText == flag
        else { return false }
        return isClosureProperty(callee, near: base)
    }

    /// The flag every effect of the tap toggles (`isShown.toggle()`, `isShown = !isShown`).
    static func toggledFlag(_ action: ExprSyntax?) -> String? {
        guard let effects = TapAction(action)?.effects, !effects.isEmpty else { return nil }
        let flags = effects.map { effect -> String? in
            guard let write = effect.write else { return nil }
            let target = write.target.trimmedText
            if write.operation == .mutatingCall("toggle") { return target }
            guard write.operation == .assignment, write.value?.trimmedText == "!" + target else { return nil }
            return target
        }
        guard let first = flags.first ?? nil, flags.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The one view `base` draws: itself, or the only statement of the stack it is
    /// (`HStack { content(flag).transition(.opacity) }`), as a call.
    static func onlyContent(of base: ExprSyntax) -> FunctionCallExprSyntax? {
        let root = ModifierChain(endingAt: base).root
        guard let call = root.as(FunctionCallExprSyntax.self) else { return nil }
        guard let name = call.calleeName, TappedContent.containers.contains(name) else { return call }
        guard call.arguments.allSatisfy({ $0.label != nil || !$0.expression.is(ClosureExprSyntax.self) }),
            call.additionalTrailingClosures.isEmpty, let statements = call.trailingClosure?.statements,
            statements.count == 1, case let .expr(expression)? = statements.first?.item
        else { return nil }
        return ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
    }

    /// `let content: (Bool) -> Content` in the type around `node`: a closure the view is handed.
    static func isClosureProperty(_ name: String, near node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) { current = candidate.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return false }
        return members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.trimmedText == name && binding.accessorBlock == nil
                    && binding.typeAnnotation.map { isFunctionType($0.type) } == true
            } == true
        }
    }

    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
    }
}
