import A11yFixSyntax
import SwiftSyntax

/// What a method of the control's own type does, when its name does not read as words: the name of
/// the one call its body makes (`func beingConnect() { TerminalManager.shared.createSession(…) }` →
/// `createSession`). The code one step further says what the control does, where the method's own
/// name says nothing a person would (judged on unseen apps: such a button took another control's
/// label for its glyph, "Reconnect", while its code opened a new session).
enum CalledMethod {
    static func innerName(of method: String, calledFrom action: ExprSyntax) -> String? {
        guard let type = EnclosingType.of(action)?.group else { return nil }
        let declarations = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { $0.name.text == method }
        guard declarations.count == 1, let body = declarations[0].body,
            let inner = ActionName.name(ofStatements: body.statements), inner != method
        else { return nil }
        return inner
    }
}
