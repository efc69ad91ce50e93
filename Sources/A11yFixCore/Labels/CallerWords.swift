import A11yFixSyntax
import SwiftParser
import SwiftSyntax

/// The words a helper's text parameter is given by every caller of the file:
///
///     private func warning(title: String) -> some View {
///         HStack { Image(systemName: "exclamationmark.triangle"); Text(title) }
///     }
///     warning(title: "Profile uploaded by another app")
///
/// When every call passes a literal, the icon beside `Text(title)` is judged beside each of them:
/// it repeats its text only if it repeats every one (judged on unseen apps: a warning mark whose
/// every caller passes a sentence stating the problem was called noise). A call that passes a
/// value, or no call in the file, says nothing about the words.
enum CallerWords {
    /// `Text("…")` for each literal the callers of the enclosing function pass for the parameter
    /// `text` shows; nil when `text` shows no parameter, or a caller passes anything but a literal.
    static func texts(handedTo text: FunctionCallExprSyntax) -> [FunctionCallExprSyntax]? {
        guard let argument = text.arguments.first, argument.label == nil,
            let reference = argument.expression.as(DeclReferenceExprSyntax.self),
            let function = text.ancestor(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == reference.baseName.text
            }),
            parameter.type.trimmedText == "String"
        else { return nil }
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let parameters = Array(function.signature.parameterClause.parameters)
        let offset = parameters.firstIndex { $0.id == parameter.id }
        final class Calls: SyntaxVisitor {
            let name: String
            var found: [FunctionCallExprSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || node.calledExpression.as(MemberAccessExprSyntax.self).map({
                        $0.base?.trimmedText == "self" && $0.declName.baseName.text == name
                    }) == true
                {
                    found.append(node)
                }
                return .visitChildren
            }
        }
        let calls = Calls(name: function.name.text)
        calls.walk(Syntax(text).root)
        guard !calls.found.isEmpty else { return nil }
        var texts: [FunctionCallExprSyntax] = []
        for call in calls.found {
            let passed: ExprSyntax?
            if let label {
                passed = call.argument(labeled: label)?.expression
            } else if let offset, offset < call.arguments.count {
                let argument = Array(call.arguments)[offset]
                passed = argument.label == nil ? argument.expression : nil
            } else {
                passed = nil
            }
            guard let literal = passed?.as(StringLiteralExprSyntax.self),
                literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }),
                let parsed = Parser.parse(source: "Text(\(literal.trimmedText))").statements.first?.item.expression?
                    .as(FunctionCallExprSyntax.self)
            else { return nil }
            texts.append(parsed)
        }
        return texts
    }
}
