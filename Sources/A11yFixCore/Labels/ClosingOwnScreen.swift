import A11yFixSyntax
import SwiftSyntax

/// A button inside the screen a flag presents (`.sheet(isPresented: $isEditorShown) { editor }`,
/// the button in `var editor`) whose action only turns that flag off (`isEditorShown.toggle()`,
/// `= false`) closes the screen it sits on. The title of the screen ("Preview") and the words of a
/// titled button that also turns the flag off ("Save") name other things (judged wrong on unseen
/// apps: an `xmark` labelled "Save" discards the edit it closes).
enum ClosingOwnScreen {
    /// Whether `action`, on the control `call`, turns off the flag that presents the content holding `call`.
    static func closes(_ action: ExprSyntax, at call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard let flag = clearedFlag(by: action) else { return false }
        return sits(call, inContentPresentedBy: flag, in: file)
    }

    /// Whether `call` is in the content a presenter of `flag` shows: built in place, or drawn by a
    /// property or method of the type that the content names.
    static func sits(_ call: some SyntaxProtocol, inContentPresentedBy flag: String, in file: SourceFile) -> Bool {
        let bindings: Set<String> = ["$" + flag, "self.$" + flag]
        let enclosing = enclosingNames(of: call)
        for presenter in file.functionCalls {
            guard let member = presenter.calledExpression.as(MemberAccessExprSyntax.self),
                OpenedScreenTitle.presenters.contains(member.declName.baseName.text),
                let binding = presenter.argument(labeled: "isPresented")?.expression,
                bindings.contains(binding.trimmedText.filter { !$0.isWhitespace }),
                let content = presenter.trailingClosure ?? presenter.closure(labeled: "content")
            else { continue }
            if content.range.contains(call.position) { return true }
            let named = content.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier = token.tokenKind { return enclosing.contains(token.text) }
                return false
            }
            if named { return true }
        }
        return false
    }

    /// `flag.toggle()` or `flag = false` (also inside `withAnimation { … }`), the action's only
    /// statement: the flag, without `self.`. Nil for an action that does anything else.
    static func clearedFlag(by action: ExprSyntax) -> String? {
        if let toggled = ActionName.toggledState(of: action) {
            return toggled.hasPrefix("self.") ? String(toggled.dropFirst("self.".count)) : toggled
        }
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item, let target = body.assignmentTarget,
            body.as(SequenceExprSyntax.self)?.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
                == .keyword(.false)
        else { return nil }
        let path = target.trimmedText.filter { !$0.isWhitespace }
        return path.hasPrefix("self.") ? String(path.dropFirst("self.".count)) : path
    }

    /// The properties and methods that hold `node` (`captionSheet` of `var captionSheet: some View`),
    /// up to the type declaring them; never `body`, which every view has.
    private static func enclosingNames(of node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                    }
                }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            } else if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                || parent.is(ExtensionDeclSyntax.self)
            {
                break
            }
            current = parent.parent
        }
        names.remove("body")
        return names
    }
}
