import SwiftSyntax

/// `#selector(shareTapped)` / `#selector(Self.shareTapped(_:))` → `shareTapped`.
enum SelectorName {
    static func name(of expression: ExprSyntax) -> String? {
        guard let selector = expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
            let argument = selector.arguments.first?.expression
        else { return nil }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
