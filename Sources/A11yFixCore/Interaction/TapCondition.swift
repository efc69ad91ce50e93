import A11yFixSyntax
import SwiftSyntax

/// When a tap does anything: always; only while a condition holds (`{ onJoin?() }`,
/// `{ if let onJoin { onJoin() } }`, `{ guard count > 1 else { return } … }`), so the view is a
/// button only then; or under a condition too involved to write into a trait (a call, a binding
/// made from a call, the tap's own location), which a person has to word.
enum TapCondition: Equatable {
    case always
    /// The condition, as Swift to write before `? .isButton : []`.
    case when(String)
    /// The condition as written, which cannot stand in a trait.
    case unclear(String)

    init(_ action: ExprSyntax?) {
        guard let closure = action?.as(ClosureExprSyntax.self), let first = closure.statements.first else {
            self = .always
            return
        }
        let parameters = Self.parameterNames(of: closure)
        let only = closure.statements.count == 1
        if only, let callee = Self.optionalCallee(first.item) {
            // `{ onJoin?() }`: the whole action is a closure that may be missing.
            self = Self.simple(callee, parameters: parameters) ? .when("\(callee.trimmedText) != nil") : .always
        } else if let guardStatement = first.item.as(GuardStmtSyntax.self), closure.statements.count > 1,
            Self.onlyReturns(guardStatement.body)
        {
            // `guard count > 1 else { return }` first: the rest runs only when it holds. An `else`
            // that does something (`showError(); return`) acts too: the view is always a button.
            self = Self.condition(guardStatement.conditions, parameters: parameters)
        } else if only, let ifExpression = first.item.expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil {
            // `if count > 1 { … }` and nothing else: the same.
            self = Self.condition(ifExpression.conditions, parameters: parameters)
        } else {
            self = .always
        }
    }

    /// `{ return }`: an `else` that does nothing.
    private static func onlyReturns(_ body: CodeBlockSyntax) -> Bool {
        guard body.statements.count == 1, let only = body.statements.first?.item.as(ReturnStmtSyntax.self) else {
            return false
        }
        return only.expression == nil
    }

    /// `onJoin` of `onJoin?()` or `self.onJoin?(item)`.
    private static func optionalCallee(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        guard let call = item.expression?.as(FunctionCallExprSyntax.self),
            let optional = call.calledExpression.as(OptionalChainingExprSyntax.self)
        else { return nil }
        return optional.expression
    }

    /// The conditions joined with `&&`, each a plain expression or `let name` (`name != nil`).
    private static func condition(_ conditions: ConditionElementListSyntax, parameters: Set<String>) -> TapCondition {
        var parts: [String] = []
        for element in conditions {
            switch element.condition {
            case let .expression(expression)
            where simple(expression, parameters: parameters) || isPredicate(expression, parameters: parameters):
                let text = expression.trimmedText
                parts.append(conditions.count > 1 && text.includes("||") ? "(\(text))" : text)
            case let .optionalBinding(binding) where binding.initializer.map({ isConstantURL($0.value) }) == true:
                // `let url = URL(string: "https://…")`: a fixed address parses the same on every tap
                // (judged on unseen apps: a "review our source code" text was left without its trait).
                continue
            case let .optionalBinding(binding) where binding.initializer.map({ findsOwnElement($0.value) }) == true:
                continue
            case let .optionalBinding(binding) where binding.bindingSpecifier.tokenKind == .keyword(.let):
                // `let onJoin` or `let onJoin = onJoin`: set or not.
                guard binding.pattern.is(IdentifierPatternSyntax.self),
                    binding.initializer.map({ simple($0.value, parameters: parameters) }) ?? true
                else { return .unclear(Self.oneLine(conditions)) }
                let value = binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText
                parts.append("\(value) != nil")
            default:
                return .unclear(Self.oneLine(conditions))
            }
        }
        // A condition longer than a line's worth reads worse in a trait than in the finding.
        let joined = parts.joined(separator: " && ")
        if parts.isEmpty, !conditions.isEmpty { return .always }
        return parts.isEmpty || joined.count > 80 ? .unclear(Self.oneLine(conditions)) : .when(joined)
    }

    /// Names, member paths, literals and operators only: no call (which may do something or cost
    /// something on every render), no closure, no ternary, nothing the tap itself passes in.
    static func simple(_ expression: some SyntaxProtocol, parameters: Set<String>) -> Bool {
        guard expression.trimmedText.count <= 60 else { return false }
        var previous: TokenKind?
        for token in expression.tokens(viewMode: .sourceAccurate) {
            defer { previous = token.tokenKind }
            switch token.tokenKind {
            case let .identifier(name):
                if parameters.contains(name) { return false }
            case .leftParen:
                // Brackets around a part (`!(a || b)`), never a call's arguments.
                switch previous {
                case .identifier?, .rightParen?, .keyword(.self)?: return false
                default: continue
                }
            case .keyword(.self), .keyword(.nil), .keyword(.true), .keyword(.false), .period, .postfixQuestionMark,
                .exclamationMark, .prefixOperator, .binaryOperator, .integerLiteral, .floatLiteral, .rightParen,
                .stringQuote, .stringSegment:
                continue
            default:
                return false
            }
        }
        return true
    }

    /// `canToggleTitle(for: video)`, `!isEditable(item)`: a call to a function named as a question
    /// (`can`, `is`, `has`, `should`), over plain arguments: it asks, it does not act.
    static func isPredicate(_ expression: ExprSyntax, parameters: Set<String>) -> Bool {
        let unnegated = expression.as(PrefixOperatorExprSyntax.self).map(\.expression) ?? expression
        guard let call = unnegated.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let verb = ReadableName.words(of: name).first?.lowercased(), ["can", "is", "has", "should"].contains(verb),
            name.count > verb.count, expression.trimmedText.count <= 60
        else { return false }
        return call.arguments.allSatisfy { simple($0.expression, parameters: parameters) }
    }

    /// `items.firstIndex(of: item)` in a row of `ForEach(items) { item in … }` (or a `List`): the row's
    /// own element is always in the collection it was drawn from, so the lookup always succeeds
    /// (judged on unseen apps: a row's minus icon that removed it was left without its trait).
    static func findsOwnElement(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "firstIndex", let collection = member.base?.trimmedText,
            let argument = call.arguments.first
        else { return false }
        var node = Syntax(expression)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            node = parent
            guard let closure = node.as(ClosureExprSyntax.self),
                let row = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                ["ForEach", "List"].contains(row.calleeName ?? ""),
                row.arguments.first?.label == nil, row.arguments.first?.expression.trimmedText == collection,
                case let .simpleInput(names)? = closure.signature?.parameterClause, names.count == 1,
                let element = names.first?.name.text
            else { continue }
            if argument.label?.text == "of" { return argument.expression.trimmedText == element }
            // `firstIndex(where: { $0.id == item.id })`
            let compared = argument.expression.as(ClosureExprSyntax.self)?.statements.trimmedText
                .split(separator: "==").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let compared, compared.count == 2, compared[0].hasPrefix("$0") else { return false }
            return compared[1] == element + compared[0].dropFirst(2)
        }
        return false
    }

    /// `URL(string: "https://example.com")`: a literal without interpolation, the same on every run.
    static func isConstantURL(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "URL",
            call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "string",
            let literal = only.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }

    /// The conditions as one line, for a message.
    private static func oneLine(_ conditions: ConditionElementListSyntax) -> String {
        conditions.trimmedText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `location in`, `(value) in`, `_ in`: names the tap hands the closure.
    private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case let .simpleInput(list): Set(list.map(\.name.text))
        case let .parameterClause(clause): Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil: []
        }
    }
}
