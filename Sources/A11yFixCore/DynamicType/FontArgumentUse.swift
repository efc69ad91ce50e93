import A11yFixSyntax
import SwiftSyntax

/// A font (or an attributes dictionary holding one) passed to a function of the same file:
/// what that function does with the parameter decides what the font is for. A helper that only
/// measures its attributes and draws them into an image (`imageFrom(string:withAttributes:size:)`)
/// makes the font part of a picture, not text on screen.
enum FontArgumentUse {
    /// Whether `node` is (inside) an argument of a call to a function the file declares, and
    /// every read of that parameter in the function's body satisfies `here`.
    static func everyUseInCallee(of node: Syntax, in file: SourceFile, satisfies here: (Syntax) -> Bool) -> Bool {
        guard let (call, argument) = enclosingArgument(of: node),
            let (body, parameter) = callee(of: call, argument: argument, in: file)
        else { return false }
        let uses = FontMeasuringUse.references(to: parameter, in: Syntax(body), after: body.position)
        return !uses.isEmpty && uses.allSatisfy { FontMeasuringUse.everyUse(of: $0, depth: 1, satisfies: here) }
    }

    /// The call and argument `node` is written in, through array and dictionary literals
    /// (`withAttributes: [.font: UIFont.systemFont(ofSize: 30)]`), not leaving the statement.
    private static func enclosingArgument(of node: Syntax) -> (FunctionCallExprSyntax, LabeledExprSyntax)? {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self),
            !parent.is(MemberBlockItemSyntax.self)
        {
            if let argument = parent.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                return (call, argument)
            }
            let passesThrough =
                parent.is(DictionaryElementSyntax.self) || parent.is(DictionaryElementListSyntax.self)
                || parent.is(DictionaryExprSyntax.self) || parent.is(ArrayElementSyntax.self)
                || parent.is(ArrayElementListSyntax.self) || parent.is(ArrayExprSyntax.self)
            guard passesThrough else { return nil }
            current = parent
        }
        return nil
    }

    /// The body of the file's function `call` calls (matched by name and argument labels) and the
    /// name its body uses for the parameter `argument` fills.
    private static func callee(of call: FunctionCallExprSyntax, argument: LabeledExprSyntax, in file: SourceFile)
        -> (CodeBlockSyntax, String)?
    {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let name = call.calleeName ?? member?.declName.baseName.text,
            let position = call.arguments.firstIndex(where: { $0.id == argument.id })
        else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let index = call.arguments.distance(from: call.arguments.startIndex, to: position)
        let functions = file.memoized("FontArgumentUse.functions") {
            file.descendants(FunctionDeclSyntax.self, of: file.tree)
        }
        for function in functions where function.name.text == name {
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.map(\.firstName.text) == labels, let body = function.body else { continue }
            let parameter = parameters[index]
            return (body, (parameter.secondName ?? parameter.firstName).text)
        }
        return nil
    }
}
