import A11yFixSyntax
import SwiftSyntax

/// An icon on each row of a list under a header that names its kind:
///
///     Section(header: Text("Current Tags")) {
///         ForEach(tags, id: \.self) { tag in
///             HStack { Image(systemName: "tag"); Text("\(tag)") }
///         }
///     }
///
/// VoiceOver reads the header on entering the section, which says every row is a tag; the icon
/// would only add "tag" to each row. The header's words are matched whole, as written or as the
/// project's table holds a key's English text, against the symbol's first word (singular or plural:
/// "tag" under "Tags"). Not a header naming something else, and not a row outside a `ForEach`.
enum HeaderNamedIcon {
    /// The header's words that name `symbol`'s kind, when `view` is drawn in a `ForEach` row of a
    /// `Section` with such a header.
    static func header(naming symbol: String, around view: some SyntaxProtocol, context: TransformContext)
        -> String?
    {
        let kind = String(symbol.prefix { $0 != "." }).lowercased()
        guard kind.count >= 3 else { return nil }
        var node = Syntax(view)
        var inRow = false
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), holdsInContent(call, node) {
                if call.calleeName == "ForEach" { inRow = true }
                if call.calleeName == "Section" {
                    guard inRow,
                        let phrase = headerPhrases(of: call, context: context).first(where: {
                            names(kind, in: $0)
                        })
                    else { return nil }
                    return phrase
                }
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// Whether `child` is `call`'s trailing closure: its content (a `Section`'s header is another closure).
    private static func holdsInContent(_ call: FunctionCallExprSyntax, _ child: Syntax) -> Bool {
        call.trailingClosure?.id == child.id
    }

    /// The words a section's header writes: `Section("Tags")`, `Section(header: Text("tags_header"))`,
    /// `header: { Text(…) }`; a key's English text from the project's table too.
    private static func headerPhrases(of section: FunctionCallExprSyntax, context: TransformContext) -> [String] {
        var expressions: [ExprSyntax] = []
        if let first = section.arguments.first, first.label == nil, first.expression.is(StringLiteralExprSyntax.self) {
            expressions.append(first.expression)
        }
        let header =
            section.argument(labeled: "header")?.expression
            ?? section.additionalTrailingClosures.first { $0.label.text == "header" }.map { ExprSyntax($0.closure) }
        if let header {
            let texts =
                header.as(ClosureExprSyntax.self).map { closure in
                    closure.statements.compactMap { statement in
                        statement.item.expression.flatMap {
                            ModifierChain(endingAt: $0).root.as(FunctionCallExprSyntax.self)
                        }
                    }
                } ?? [ModifierChain(endingAt: header).root.as(FunctionCallExprSyntax.self)].compactMap { $0 }
            for text in texts where text.calleeName == "Text" {
                if let argument = text.arguments.first, argument.label == nil {
                    expressions.append(argument.expression)
                }
            }
        }
        return expressions.flatMap { expression -> [String] in
            var phrases = [LabelText.writtenWords(expression)?.phrase].compactMap { $0 }
            if let key = expression.stringLiteralValue, let english = context.index.tableText(forKey: key) {
                phrases.append(english)
            }
            return phrases
        }
    }

    /// Whether `phrase` holds `kind` as a whole word, or its plural.
    private static func names(_ kind: String, in phrase: String) -> Bool {
        ReadableName.words(of: phrase).flatMap { $0.split { !$0.isLetter } }.map { $0.lowercased() }.contains {
            $0 == kind || $0 == kind + "s" || $0 == kind + "es"
        }
    }
}
