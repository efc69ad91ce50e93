import A11yFixSyntax
import SwiftSyntax

/// One leaf statement of a tap's action, read as syntax: what it writes, or what it calls.
struct TapEffect {
    let syntax: Syntax
    /// What it writes: `isExpanded = true`, `taps += 1`, `isOn.toggle()`.
    let write: Write?
    /// The call it is, when it is one: `controller.purchase()`.
    let call: FunctionCallExprSyntax?

    init(_ syntax: Syntax) {
        self.syntax = syntax
        let expression = syntax.as(ExprSyntax.self)
        write = expression.flatMap(Write.init)
        call = expression?.as(FunctionCallExprSyntax.self)
    }

    /// Single-spaced text, to compare statements of two closures.
    var text: String { syntax.singleLineText }

    /// The tokens alone, one space apart: the same call wrapped over lines or not
    /// (`selectFile(\n path, …)` and `selectFile(path, …)`) reads the same.
    var tokenText: String { syntax.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ") }

    /// The called name: `purchase` for `controller.purchase()`, `dismiss` for `dismiss()`.
    var calledName: String? {
        guard let call else { return nil }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
    }
}
