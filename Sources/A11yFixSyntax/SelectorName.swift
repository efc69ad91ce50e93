import SwiftSyntax

/// `#selector(shareTapped)` / `#selector(Self.shareTapped(_:))` → `shareTapped`; the string form
/// `Selector(("toggleSidebar:"))` → `toggleSidebar`.
package enum SelectorName {
    package static func name(of expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "Selector",
            call.arguments.count == 1, var argument = call.arguments.first?.expression
        {
            // `Selector(("x:"))`: the extra parentheses only silence a compiler warning.
            while let tuple = argument.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let inner = tuple.elements.first?.expression
            {
                argument = inner
            }
            guard let text = argument.stringLiteralValue,
                let name = text.split(separator: ":", omittingEmptySubsequences: false).first, !name.isEmpty,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return nil }
            return String(name)
        }
        guard let selector = expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            let argument = selector.arguments.first?.expression
        else { return nil }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
