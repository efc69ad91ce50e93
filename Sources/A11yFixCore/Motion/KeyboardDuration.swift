import A11yFixSyntax
import SwiftSyntax

/// A duration handed down from a keyboard notification through the project's own helpers:
/// `keyboardWillChangeFrame(…, animationDuration:)` unwraps it (`guard let duration =
/// animationDuration`) and passes it to `updateInsets(duration:)`, which animates with it. The
/// layout follows the keyboard, which slides anyway; a zero duration would make it jump out of
/// step (judged on real apps: an editor's insets and a notice following the keyboard were gated).
enum KeyboardDuration {
    /// Whether `duration` names a parameter of a keyboard observer's callback (a function named
    /// `keyboard…`), directly or through locals, or of a helper every call of which in the file
    /// passes a duration that follows the keyboard.
    static func isHandedDown(_ duration: ExprSyntax, depth: Int) -> Bool {
        guard var name = duration.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let function = duration.ancestor(FunctionDeclSyntax.self), let body = function.body
        else { return false }
        // `guard let duration = animationDuration`, `let duration = animationDuration`: one step back.
        if let source = boundValue(of: name, in: body) { name = source }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else {
            return false
        }
        if function.name.text.lowercased().hasPrefix("keyboard") { return true }
        let label = parameters[position].firstName.text
        let calls = Collector<FunctionCallExprSyntax>.all(in: duration.root).filter { call in
            call.ancestor(FunctionDeclSyntax.self)?.id != function.id && OwnMembers.isOwnCall(call)
                && (call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
                    == function.name.text
                && call.arguments.count == parameters.count
        }
        return !calls.isEmpty
            && calls.allSatisfy { call in
                let arguments = Array(call.arguments)
                let argument =
                    label == "_" ? arguments[position] : arguments.first { $0.label?.text == label }
                guard let argument else { return false }
                return FadeOnlyAnimation.followsKeyboard(call, duration: argument.expression, depth: depth + 1)
            }
    }

    /// The name a local of `name` is bound from in `body`: `guard let name = other`, `if let name =
    /// other`, `let name = other`; `guard let name` keeps the name.
    private static func boundValue(of name: String, in body: CodeBlockSyntax) -> String? {
        for binding in Collector<OptionalBindingConditionSyntax>.all(in: body)
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        for binding in Collector<PatternBindingSyntax>.all(in: body)
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// Every node of one kind under a root.
    private final class Collector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
        var found: [Node] = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let match = node.as(Node.self) { found.append(match) }
            return .visitChildren
        }
        static func all(in root: some SyntaxProtocol) -> [Node] {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(root)
            return collector.found
        }
    }
}
