import SwiftSyntax

/// What else a stack holds next to a view.
package enum StackContent {
    package static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group"]

    /// Whether `view` is a statement in a stack's closure (of one of `kinds`) that also holds a `Text` or `Label`.
    package static func hasTextSibling(_ view: some SyntaxProtocol, in kinds: Set<String> = stacks) -> Bool {
        guard let statements = siblings(of: view, in: kinds) else { return false }
        return statements.contains { statement in
            guard statement.item.id != view.parent?.as(CodeBlockItemSyntax.self)?.item.id,
                case let .expr(expression) = statement.item
            else { return false }
            return ["Text", "Label"].contains(
                ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName ?? "")
        }
    }

    /// The statements of the stack closure that `view` is a statement of.
    package static func siblings(of view: some SyntaxProtocol, in kinds: Set<String> = stacks)
        -> CodeBlockItemListSyntax?
    {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self),
            let closure = list.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = call.calleeName, kinds.contains(name)
        else { return nil }
        return list
    }
}
