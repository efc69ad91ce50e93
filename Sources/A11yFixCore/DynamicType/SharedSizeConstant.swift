import A11yFixSyntax
import SwiftSyntax

/// A font size constant that also sizes a box: `.frame(width: fontSize * 0.6 * 6 + spacing * 5)`
/// around a code field set in `.system(size: fontSize)`. Scaling the font alone lets the text
/// outgrow the box computed for it and lose its alignment with shapes measured the same way
/// (judged on apps never tuned on: one-time-code digits over six background boxes).
enum SharedSizeConstant {
    static let layoutModifiers: Set<String> = ["frame", "offset", "position", "padding"]
    static let geometryTypes: Set<String> = ["CGSize", "CGRect", "CGPoint"]
    static let sizeLabels: Set<String> = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"]

    /// The layout call (as written) that also uses the constant `size` names, in the font's type.
    static func layoutUse(of size: ExprSyntax, besides font: FunctionCallExprSyntax) -> String? {
        let name: String
        if let reference = size.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = size.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let scope = font.ancestor(MemberBlockSyntax.self) else { return nil }
        for reference in FixedHeightContainer.descendants(DeclReferenceExprSyntax.self, of: scope)
        where reference.baseName.text == name && !font.range.contains(reference.position) {
            if let use = layoutCall(around: Syntax(reference)) { return use.singleLineText }
        }
        return nil
    }

    /// The call whose arguments hold `node` in the same statement, when it sizes or places a view.
    private static func layoutCall(around node: Syntax) -> FunctionCallExprSyntax? {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(DeclSyntax.self) {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self), call.arguments.id == current.id else { continue }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                layoutModifiers.contains(member.declName.baseName.text)
            {
                return call
            }
            if geometryTypes.contains(call.calleeName ?? "") { return call }
            if call.arguments.contains(where: { argument in
                sizeLabels.contains(argument.label?.text ?? "") && argument.range.contains(node.position)
            }) {
                return call
            }
            return nil
        }
        return nil
    }
}
