import A11yFixSyntax
import SwiftSyntax

/// A control's declared name (`var reloadButton`) against what its action does. An action that only
/// stores values (`mailboxIds = [defaultMailbox.id]`) and never says the name's words reloads nothing:
/// the name is a leftover, and "Reload" would promise what the tap does not do.
/// A flag set to `true` or `false` (`isPresented = false` under `closeButton`) is how a screen opens or
/// closes, which the name rightly says: not a contradiction. Nor is storing an empty value (`text = ""`,
/// `items = []`, `selection = nil`) under a name that clears, resets or removes: that is the deed.
enum NameBesideAction {
    /// Verbs whose deed is storing an empty value.
    static let emptyingVerbs: Set<String> = ["clear", "reset", "remove", "delete", "erase", "empty", "discard"]

    static func contradicts(_ phrase: String, action: ExprSyntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self),
            let verb = ReadableName.words(of: phrase).first?.lowercased(), ReadableName.actionVerbs.contains(verb)
        else { return false }
        let nameWords = Set(ReadableName.words(of: phrase).map { $0.lowercased() })
        let tokens = Array(closure.statements.tokens(viewMode: .sourceAccurate))
        var assigns = false
        for (index, token) in tokens.enumerated() {
            if case .identifier = token.tokenKind,
                ReadableName.words(of: token.text).contains(where: { nameWords.contains($0.lowercased()) })
            {
                return false
            }
            guard token.tokenKind == .equal else { continue }
            assigns = true
            if index + 1 < tokens.count, [.keyword(.true), .keyword(.false)].contains(tokens[index + 1].tokenKind) {
                return false
            }
            if emptyingVerbs.contains(verb), storesEmpty(tokens[(index + 1)...]) { return false }
        }
        // A statement that is a call, or a value a call makes (`items = store.load()`), does something the
        // file does not show: the name may say it.
        let callsSomething = closure.statements.contains { item in
            if case let .expr(expression) = item.item { return expression.is(FunctionCallExprSyntax.self) }
            return false
        }
        return assigns && !callsSomething && !storesACallsResult(Syntax(closure.statements))
    }

    /// `""`, `[]`, `[:]` or `nil` right after an `=`. A string by its segments, not its text: a
    /// multi-line literal's `"""` opens a string that may hold words.
    private static func storesEmpty(_ value: ArraySlice<TokenSyntax>) -> Bool {
        guard let first = value.first else { return false }
        if first.tokenKind == .keyword(.nil) { return true }
        if let literal = first.parent?.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue?.isEmpty ?? false
        }
        let text = value.prefix(3).map(\.text).joined()
        return text.hasPrefix("[]") || text.hasPrefix("[:]")
    }

    /// Whether an assignment under `node` stores what a call returns.
    private static func storesACallsResult(_ node: Syntax) -> Bool {
        if let sequence = node.as(SequenceExprSyntax.self),
            let assignment = sequence.elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) })
        {
            let value = sequence.elements[sequence.elements.index(after: assignment)...]
            if value.contains(where: { containsCall(Syntax($0)) }) { return true }
        }
        return node.children(viewMode: .sourceAccurate).contains { storesACallsResult($0) }
    }

    private static func containsCall(_ node: Syntax) -> Bool {
        node.is(FunctionCallExprSyntax.self) || node.children(viewMode: .sourceAccurate).contains(where: containsCall)
    }
}
