import A11yFixSyntax
import SwiftSyntax

/// A style helper on any view (`extension View { func iconButtonStyle() -> some View { self
/// .symbolRenderingMode(.palette).font(.system(size: 32)) } }`): it says it styles symbols, and
/// the views its callers give it are icons sized to their slot, whose size is the design's. A
/// font chained on a view the code names (`Image(systemName:)`, `Label`) is not this: there the
/// view is known and is judged as such.
enum SymbolStyleHelper {
    /// Whether `call` is the argument of a `.font(…)` chained on `self` together with
    /// `.symbolRenderingMode(…)`, in a function of an extension.
    static func stylesSymbols(_ call: FunctionCallExprSyntax) -> Bool {
        // The `.font(…)` modifier whose argument holds the font.
        var current = Syntax(call)
        var modifier: FunctionCallExprSyntax?
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let outer = parent.as(FunctionCallExprSyntax.self), outer.arguments.id == current.id,
                outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
            {
                modifier = outer
                break
            }
            current = parent
        }
        guard let modifier, Syntax(modifier).ancestor(ExtensionDeclSyntax.self) != nil else { return false }
        // The whole chain: up to its outermost call, then down to its root.
        var top = Syntax(modifier)
        while let member = top.parent?.as(MemberAccessExprSyntax.self),
            let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id
        {
            top = Syntax(next)
        }
        var names: [String] = []
        var link: ExprSyntax? = top.as(ExprSyntax.self)
        var root: ExprSyntax?
        while let node = link {
            guard let called = node.as(FunctionCallExprSyntax.self),
                let member = called.calledExpression.as(MemberAccessExprSyntax.self)
            else {
                root = node
                break
            }
            names.append(member.declName.baseName.text)
            link = member.base
        }
        return names.contains("symbolRenderingMode") && root?.trimmedText == "self"
    }
}
