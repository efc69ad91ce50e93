import SwiftSyntax

/// A view's `@State` that only fades something: every place the file reads it is an `.opacity(…)` argument,
/// or the condition of an `if` whose views all carry `.transition(.opacity)`. Animating a change
/// of such state cross-fades, which Reduce Motion keeps (judged on Home Assistant and Swiftfin:
/// `withAnimation { isLoading = false }` gated although it only faded a view in or out).
final class FadeOnlyState {
    /// Every identifier token of the file, by name: built once per file, so each `withAnimation`
    /// looks up its names instead of scanning the file again (a large file has thousands).
    private let tokensByName: [String: [TokenSyntax]]
    /// Answers by name: many calls animate the same state.
    private var answers: [String: Bool] = [:]

    init(file: SourceFile) {
        var tokensByName: [String: [TokenSyntax]] = [:]
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(text) = token.tokenKind { tokensByName[text.hasPrefix("$") ? String(text.dropFirst()) : text, default: []].append(token) }
        }
        self.tokensByName = tokensByName
    }

    /// Whether every state `closure` assigns only drives fades in the file.
    func onlyFades(_ closure: ClosureExprSyntax) -> Bool {
        var names: [String] = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item, let target = expression.assignmentTarget else { return false }
            var text = target.trimmedText
            if text.hasPrefix("self.") { text.removeFirst(5) }
            guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
            names.append(text)
        }
        guard !names.isEmpty else { return false }
        return names.allSatisfy(drivesOnlyFades)
    }

    private func drivesOnlyFades(_ name: String) -> Bool {
        if let known = answers[name] { return known }
        let answer = readsOnlyFade(name)
        answers[name] = answer
        return answer
    }

    private func readsOnlyFade(_ name: String) -> Bool {
        // Only a view's own `@State`: a published or shared value may move views in other files.
        let isLocalState = (tokensByName[name] ?? []).contains { token in
            guard token.parent?.is(IdentifierPatternSyntax.self) == true, let variable = token.ancestor(VariableDeclSyntax.self) else { return false }
            return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "State" }
        }
        guard isLocalState else { return false }
        var reads = 0
        for token in tokensByName[name] ?? [] {
            // The declaration and assignments are not reads.
            if token.parent?.is(IdentifierPatternSyntax.self) == true || Self.isAssigned(token) { continue }
            reads += 1
            if let call = Self.enclosingModifier(of: token), call == "opacity" { continue }
            if let ifExpression = token.ancestor(IfExprSyntax.self), Self.isInConditions(token, of: ifExpression),
               Self.viewsAllFade(ifExpression.body.statements) { continue }
            return false
        }
        return reads > 0
    }

    private static func isAssigned(_ token: TokenSyntax) -> Bool {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let sequence = parent.as(SequenceExprSyntax.self), let first = sequence.elements.first,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                return first.position <= token.position && token.endPosition <= first.endPosition
            }
            node = parent
        }
        return false
    }

    /// The name of the modifier whose argument holds `token`: `.opacity(isShown ? 1 : 0)`.
    private static func enclosingModifier(of token: TokenSyntax) -> String? {
        guard let arguments = token.ancestor(LabeledExprListSyntax.self),
              let call = arguments.parent?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    private static func isInConditions(_ token: TokenSyntax, of ifExpression: IfExprSyntax) -> Bool {
        ifExpression.conditions.position <= token.position && token.endPosition <= ifExpression.conditions.endPosition
    }

    /// Every view statement ends its chain with `.transition(.opacity)`.
    private static func viewsAllFade(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard case let .expr(expression) = statement.item else { return false }
            return ModifierChain(endingAt: expression).modifiers.contains { modifier in
                modifier.name == "transition" && modifier.call?.arguments.first?.expression.trimmedText == ".opacity"
            }
        }
    }
}
