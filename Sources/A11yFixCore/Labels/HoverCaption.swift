import A11yFixSyntax
import SwiftSyntax

/// The text shown beside an icon-only control while the pointer is over it: `HStack { Button { … }
/// label: { Image(…) }; Text("Unignore").opacity(hovering ? 1 : 0) }.onHover { hovering = $0 }`. It is the
/// control's hover text, written by the project, and says what the control does better than the glyph's
/// name ("Power").
enum HoverCaption {
    /// The caption's Swift expression; nil when the control has no such text right after it.
    static func words(for control: FunctionCallExprSyntax) -> String? {
        let outermost = ModifierChain(startingAt: control).outermost
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let index = list.firstIndex(where: { $0.id == item.id }), list.index(after: index) != list.endIndex,
            case let .expr(view) = list[list.index(after: index)].item
        else { return nil }
        let chain = ModifierChain(endingAt: view)
        guard let text = chain.root.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
            text.arguments.count == 1, let first = text.arguments.first, first.label == nil,
            let opacity = chain.modifiers.last(where: { $0.name == "opacity" })?.call?.arguments.first?.expression,
            let flag = opacity.ternaryParts?.condition,
            isSetOnHover(flag, around: Syntax(list))
        else { return nil }
        return LabelText.writtenWords(first.expression)?.code
    }

    /// Whether an `.onHover { … }` on a view around `node` assigns `flag`.
    private static func isSetOnHover(_ flag: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onHover",
                let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                closure.tokens(viewMode: .sourceAccurate).contains(where: { token in
                    token.text == flag && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .equal
                })
            {
                return true
            }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
