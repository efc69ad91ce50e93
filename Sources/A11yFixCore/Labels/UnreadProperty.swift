import A11yFixSyntax
import SwiftSyntax

/// An image built into a stored property that nothing reads: `image = data.flatMap { UIImage(data: $0) }
/// .map { Image(uiImage: $0) }` in an `init`, while `body` draws something else. It is never drawn,
/// so VoiceOver never meets it (judged on unseen apps: such reports were noise).
enum UnreadProperty {
    /// Whether `node` is part of the value assigned to a property (`image = …`, `self.image = …`) of the
    /// enclosing type outside any view builder, and no other line of that type names the property.
    static func holds(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        var assignment: ExprSyntax?
        while let parent = current.parent {
            if let item = parent.as(CodeBlockItemSyntax.self) {
                if case let .expr(expression) = item.item, expression.assignmentTarget != nil {
                    assignment = expression
                    break
                }
                // `.map { Image(uiImage: $0) }`: up through the closures of the assigned value.
                guard item.parent?.parent?.is(ClosureExprSyntax.self) == true else { break }
            }
            if parent.is(DeclSyntax.self) { return false }
            current = parent
        }
        guard let assignment, let target = assignment.assignmentTarget,
            let property = propertyName(target),
            let function = assignment.ancestor(InitializerDeclSyntax.self).map(Syntax.init)
                ?? assignment.ancestor(FunctionDeclSyntax.self).map(Syntax.init),
            let type = function.ancestor(StructDeclSyntax.self).map(Syntax.init)
                ?? function.ancestor(ClassDeclSyntax.self).map(Syntax.init)
        else { return false }
        var declared = false
        for token in type.tokens(viewMode: .sourceAccurate) where token.text == property {
            // Its declaration, and the assignment itself, are no reads.
            if token.parent?.is(IdentifierPatternSyntax.self) == true {
                declared = true
                continue
            }
            if token.position >= target.position && token.endPosition <= target.endPosition { continue }
            return false
        }
        return declared
    }

    /// `image` of `image = …` or `self.image = …`.
    private static func propertyName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
