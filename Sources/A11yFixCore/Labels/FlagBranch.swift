import A11yFixSyntax
import SwiftSyntax

/// A status symbol that an `if` shows for one flag of the item it describes:
///
///     if movie.isDownloaded { Image(systemName: "checkmark.circle.fill") }
///
/// The flag names the state the mark shows, so it is the label ("Downloaded"), but only when the
/// flag is one word that states what the symbol shows (`IconRepeatsText`'s status words, as for a
/// `switch` case): `if movie.monitored { Image(systemName: "xmark") }` says something the flag
/// does not (missing, not monitored), and is reported. A checkbox's own flag (`isOn`, `isChecked`)
/// under a checkmark is "Selected". The `else` of such a branch, when it draws only a hollow shape
/// (`circle`, `square`), shows the flag's absence: "Not selected", "Not downloaded".
enum FlagBranch {
    /// Flags of a checkbox or choice: a checkmark under them says it is selected.
    static let checkFlags: Set<String> = ["on", "checked", "selected", "ticked", "chosen"]

    static func phrase(for symbol: String, at chain: ModifierChain) -> String? {
        guard let block = chain.outermost.parent?.parent?.as(CodeBlockItemListSyntax.self), block.count == 1,
            let body = block.parent?.as(CodeBlockSyntax.self), let branch = body.parent?.as(IfExprSyntax.self)
        else { return nil }
        if branch.body.id == body.id {
            return stateWord(of: branch, symbol: symbol).flatMap { ReadableName.sentence([$0]) }
        }
        // `else { Image(systemName: "circle") }`: the absence of the state the `if` branch's mark shows.
        guard branch.elseBody?.as(CodeBlockSyntax.self)?.id == body.id, isHollowShape(symbol),
            let shown = onlySymbol(in: branch.body), let word = stateWord(of: branch, symbol: shown)
        else { return nil }
        return ReadableName.sentence(["not", word])
    }

    /// The state word of the `if`'s one flag (`movie.isDownloaded` → "downloaded"), when `symbol` shows it.
    private static func stateWord(of branch: IfExprSyntax, symbol: String) -> String? {
        guard branch.conditions.count == 1, case let .expression(condition) = branch.conditions.first?.condition,
            let flag = flagName(condition)
        else { return nil }
        var words = ReadableName.words(of: flag).map { $0.lowercased() }
        if words.first == "is" { words.removeFirst() }
        guard words.count == 1, let word = words.first, word.count >= 2, word.allSatisfy(\.isLetter) else {
            return nil
        }
        let base = String(symbol.prefix { $0 != "." })
        if base == "checkmark", checkFlags.contains(word) { return "selected" }
        guard IconRepeatsText.statusWords[base]?.contains(word) == true else { return nil }
        return word
    }

    /// `isOn`, `self.isOn`, `movie.isDownloaded`, `item?.isDone`: a stored flag, read as it is (not negated, not
    /// compared, not a call).
    private static func flagName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
                || base.is(OptionalChainingExprSyntax.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The symbol of the one `Image(systemName:)` a branch draws.
    private static func onlySymbol(in body: CodeBlockSyntax) -> String? {
        guard body.statements.count == 1, case let .expr(expression) = body.statements.first?.item,
            let call = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self),
            call.calleeName == "Image", let name = call.argument(labeled: "systemName")?.expression.stringLiteralValue
        else { return nil }
        return name
    }

    /// `circle`, `square`: an empty mark, the unchecked state of a checkmark beside it.
    private static func isHollowShape(_ symbol: String) -> Bool {
        StateShapeBesideWords.isPlainShape(symbol) && !symbol.split(separator: ".").contains { $0.contains("fill") }
    }
}
