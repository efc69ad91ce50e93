import A11yFixSyntax
import SwiftSyntax

/// The statement of a local `let`/`var` binding; nil for a stored property.
enum LocalStatement {
    static func of(_ binding: PatternBindingSyntax) -> CodeBlockItemSyntax? {
        binding.ancestor(VariableDeclSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
    }
}
