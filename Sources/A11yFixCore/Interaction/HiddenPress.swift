import A11yFixSyntax
import SwiftSyntax

/// Long presses that no user is meant to find, or that a button on the screen already offers:
/// an accessibility action for them would announce a developer switch to every VoiceOver user, or
/// repeat a control they already reach.
enum HiddenPress {
    /// Words of a name that says the press switches on a developer or support tool.
    static let developerWords: Set<String> = ["debug", "dev", "developer", "internal", "secret", "easter"]

    /// Whether every statement the press runs is inside `#if DEBUG` (with no `#else`): in a
    /// shipped build the press does nothing.
    static func onlyInDebugBuilds(_ statements: [CodeBlockItemSyntax]) -> Bool {
        !statements.isEmpty
            && statements.allSatisfy { statement in
                guard let config = statement.item.as(IfConfigDeclSyntax.self) else { return false }
                return config.clauses.count == 1 && config.clauses.first?.condition?.trimmedText == "DEBUG"
            }
    }

    /// Whether the press switches on a developer tool: a name it calls or sends says debug,
    /// developer, internal or secret (`enableDebugMode`), or the same view also answers a tap of
    /// three or more (`.onTapGesture(count: 3)`), a gesture no one finds without being told.
    static func isDeveloperSwitch(_ action: ExprSyntax?, chain: ModifierChain) -> Bool {
        let secretTap = chain.modifiers.contains { modifier in
            guard modifier.name == "onTapGesture",
                let count = modifier.call?.argument(labeled: "count")?.expression.numberLiteralValue
            else { return false }
            return count >= 3
        }
        if secretTap { return true }
        guard let action else { return false }
        return action.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind else { return false }
            return ReadableName.words(of: token.text).contains { developerWords.contains($0.lowercased()) }
        }
    }

    /// `.onLongPressGesture(minimumDuration: 5) { allowOverride = true }`: a hold of two seconds or
    /// more whose every effect (through an argument-free method of the same type it calls, logs
    /// aside) sets or flips a flag. A hold that long is a statement that the switch is hidden on
    /// purpose (an override, an escape hatch): no action a person is meant to find.
    static func isLongHeldFlag(_ call: FunctionCallExprSyntax, action: ExprSyntax?) -> Bool {
        guard let duration = call.argument(labeled: "minimumDuration")?.expression.numberLiteralValue, duration >= 2,
            let tap = TapAction(action)
        else { return false }
        let effects = (NonButtonTap.forwarded(tap) ?? tap).effects.filter { !NonButtonTap.isDecorativeCall($0) }
        return !effects.isEmpty
            && effects.allSatisfy { effect in
                guard let write = effect.write, write.setsOrToggles, !write.pathNames.isEmpty else { return false }
                guard let value = write.value else { return true }
                return value.isFalseLiteral || value.trimmedText == "true"
            }
    }

    /// Whether a button of the same type (`Button`, or a project button such as `PrimaryButton`)
    /// runs every statement the press runs: the screen offers the action as a control already.
    static func buttonDoesSame(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        let pressed = LongPressTap.effects(of: LongPressTap.action(ofGesture: call))
        guard !pressed.isEmpty, let owner = EnclosingType.of(call)?.group else { return false }
        let span = owner.position..<owner.endPosition
        var offered: Set<String> = []
        for button in file.functionCalls where button.id != call.id && span.contains(button.position) {
            guard let name = button.calleeName, name.hasSuffix("Button"), !areAlternatives(button, call) else {
                continue
            }
            let action = button.argument(labeled: "action")?.expression ?? button.trailingClosure.map(ExprSyntax.init)
            offered.formUnion(LongPressTap.effects(of: action))
        }
        return pressed.isSubset(of: offered)
    }

    /// Whether `one` and `other` sit in different branches of the same `if` (`if requiresHold {
    /// press } else { Button(…) }`): never on screen together.
    static func areAlternatives(_ one: some SyntaxProtocol, _ other: some SyntaxProtocol) -> Bool {
        func holds(_ branch: Syntax, _ node: some SyntaxProtocol) -> Bool {
            branch.position <= node.position && node.endPosition <= branch.endPosition
        }
        var current = one.parent
        while let candidate = current {
            if let ifExpression = candidate.as(IfExprSyntax.self), holds(Syntax(ifExpression), other) {
                let branches = [Syntax(ifExpression.body)] + (ifExpression.elseBody.map { [Syntax($0)] } ?? [])
                guard let oneBranch = branches.firstIndex(where: { holds($0, one) }),
                    let otherBranch = branches.firstIndex(where: { holds($0, other) })
                else { return false }
                return oneBranch != otherBranch
            }
            current = candidate.parent
        }
        return false
    }
}
