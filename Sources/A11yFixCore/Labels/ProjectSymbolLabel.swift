import A11yFixSyntax
import SwiftParser
import SwiftSyntax

/// The words the project gives other buttons that show the same image (`SymbolLabels`), written as
/// it writes them (`String.localized("menu_more_options")`), when they compile in this file too: a
/// literal or a standard lookup anywhere (`String(localized:)` where it is available), the
/// project's own wrapper or generated strings type only where the file already uses it. Judged on
/// real apps, image-only ellipsis buttons were reported although the project labelled its others
/// with a translated key.
enum ProjectSymbolLabel {
    /// The label expression for the button `receiver` made by `call` with `image`, or nil.
    static func code(
        image: ExprSyntax, call: FunctionCallExprSyntax, receiver: String, statement: CodeBlockItemSyntax,
        in file: SourceFile, context: TransformContext
    ) -> String? {
        guard let scope = statement.parent?.as(CodeBlockItemListSyntax.self),
            let key = SymbolLabels.key(image: image, call: call, receiver: receiver, scope: scope),
            let code = context.index.buttonLabel(forImage: key),
            let expression = SwiftParsing.parse(code).statements.first?.item.as(ExprSyntax.self)
        else { return nil }
        return compiles(expression, at: call, in: file, context: context) ? code : nil
    }

    /// Whether `expression` compiles where `node` stands.
    static func compiles(
        _ expression: ExprSyntax, at node: some SyntaxProtocol, in file: SourceFile, context: TransformContext
    ) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "NSLocalizedString" { return true }
            if call.calledExpression.trimmedText == "String" {
                return call.arguments.first?.label?.text != "localized"
                    || context.availability.isAvailable(.stringLocalized, at: node, in: file)
            }
            // `String.localized("key")`, `"key".loco()`: a wrapper the file calls itself.
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return false
            }
            let needle =
                base.is(StringLiteralExprSyntax.self)
                ? "\".\(member.declName.baseName.text)(" : "\(member.trimmedText)("
            return file.containsText(needle)
        }
        // `"key".localized`, `L10n.more`.
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return base.is(StringLiteralExprSyntax.self)
            ? file.containsText("\".\(member.declName.baseName.text)") : file.containsText(base.trimmedText + ".")
    }
}
