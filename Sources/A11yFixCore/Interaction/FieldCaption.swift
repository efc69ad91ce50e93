import A11yFixSyntax
import SwiftSyntax

/// The caption a form row writes before an icon it makes tappable: `HStack { Text("Icon:");
/// Image(systemName: icon).onTapGesture { showIcons.toggle() } }`. The text ends in a colon, the
/// mark of a field's caption, and stands right before the icon: it names what the icon sets, in the
/// project's own words and through its own localization (judged on unseen apps: an icon that opened
/// an icon picker, after "Icon:", reported as saying nothing).
enum FieldCaption {
    static let rows: Set<String> = ["HStack", "LazyHStack", "GridRow"]

    /// The caption as a label's argument, `Text(…)` with the caption's own arguments; nil when the
    /// view is not the one right after such a caption in a row.
    static func text(before view: FunctionCallExprSyntax) -> String? {
        let outermost = ModifierChain(startingAt: view).outermost
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let closure = list.parent?.as(ClosureExprSyntax.self),
            let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
            rows.contains(stack.calleeName ?? ""),
            let position = list.firstIndex(where: { $0.id == item.id }), position != list.startIndex,
            case let .expr(previous) = list[list.index(before: position)].item,
            let text = ModifierChain(endingAt: previous).root.as(FunctionCallExprSyntax.self),
            text.calleeName == "Text", text.arguments.count == 1, let argument = text.arguments.first,
            argument.label == nil, text.trailingClosure == nil
        else { return nil }
        // The first literal written: `"Icon:"`, `"Icon:".localized()`, `String(localized: "Icon:")`.
        let literal = argument.expression.tokens(viewMode: .sourceAccurate).first {
            $0.tokenKind.isStringSegment
        }
        guard let words = literal?.text.trimmingCharacters(in: .whitespaces), words.hasSuffix(":"),
            words.dropLast().contains(where: \.isLetter)
        else { return nil }
        return "Text(\(argument.expression.trimmedText))"
    }
}

extension FieldCaption {
    static let columns: Set<String> = ["VStack", "LazyVStack"]

    /// The caption under a tapped icon, `Text(…)` with the caption's own arguments: a vertical stack
    /// of exactly the icon and then one caption-sized `Text` (`VStack { tile.onTapGesture { add(control)
    /// }; Text(control.title).font(.caption2) }`), a palette tile's visible name, also when it is each
    /// element's own (judged on unseen apps: palette tiles reported as saying nothing above their names).
    /// With more views the caption may belong to something else.
    static func text(under view: FunctionCallExprSyntax) -> String? {
        let outermost = ModifierChain(startingAt: view).outermost
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 2, list.first?.id == item.id,
            let closure = list.parent?.as(ClosureExprSyntax.self),
            let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
            columns.contains(stack.calleeName ?? ""),
            let other = list.last, case let .expr(caption) = other.item,
            let text = ModifierChain(endingAt: caption).root.as(FunctionCallExprSyntax.self),
            text.calleeName == "Text", text.arguments.count == 1, let argument = text.arguments.first,
            argument.label == nil, text.trailingClosure == nil,
            CaptionFont.isCaptionSized(ModifierChain(endingAt: caption))
        else { return nil }
        return "Text(\(argument.expression.trimmedText))"
    }
}

extension TokenKind {
    fileprivate var isStringSegment: Bool {
        if case .stringSegment = self { return true }
        return false
    }
}
