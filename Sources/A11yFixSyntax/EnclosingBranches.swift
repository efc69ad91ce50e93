import SwiftSyntax

/// What the branches around a node establish: inside `if selection == .carbs { … }` the condition
/// `selection == .carbs` always holds, `selection == .fat` never does, and inside `if let item` (or
/// after `guard item != nil`) `item != nil` holds. A condition they settle is a constant where the
/// node is drawn: a trait written under it would always (or never) be set, so it says nothing.
package enum EnclosingBranches {
    /// Whether the branches around `node` settle `condition`: true when it always holds there,
    /// false when it never does, nil when they say nothing of it.
    package static func settle(_ condition: String, at node: some SyntaxProtocol) -> Bool? {
        let facts = facts(around: Syntax(node))
        guard !facts.isEmpty else { return nil }
        return evaluate(normalized(condition), facts: facts)
    }

    /// A condition known at a point, with whether it holds there.
    struct Fact {
        var text: String
        var holds: Bool
    }

    /// What the enclosing `if` bodies and `else`s, `guard`s before the node and `switch` cases
    /// establish, up to the declaration the node is in.
    static func facts(around node: Syntax) -> [Fact] {
        var facts: [Fact] = []
        var child = node
        var current = node.parent
        while let parent = current {
            // A type or function ends what is known; a property (`var body`) and `#if` do not.
            if parent.is(DeclSyntax.self), !parent.is(VariableDeclSyntax.self), !parent.is(IfConfigDeclSyntax.self) {
                break
            }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                if child.id == ifExpression.body.id {
                    facts += ifExpression.conditions.flatMap(Self.facts(of:))
                } else if let elseBody = ifExpression.elseBody, child.id == elseBody.id,
                    ifExpression.conditions.count == 1,
                    case let .expression(only)? = ifExpression.conditions.first?.condition,
                    !only.trimmedText.contains("&&")
                {
                    // Past a single condition's `else`, that condition is false.
                    facts.append(Fact(text: normalized(only.trimmedText), holds: false))
                }
            } else if let list = parent.as(CodeBlockItemListSyntax.self) {
                // A `guard` before the node, in the same block, holds after it.
                for item in list {
                    if item.id == child.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        facts += guardStatement.conditions.flatMap(Self.facts(of:))
                    }
                }
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id,
                case let .case(label) = switchCase.label, label.caseItems.count == 1,
                let item = label.caseItems.first, item.whereClause == nil,
                let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                Self.isCaseLiteral(pattern.expression.trimmedText),
                let subject = switchCase.ancestor(SwitchExprSyntax.self)?.subject
            {
                // `switch selection { case .carbs: … }`: `selection == .carbs` there.
                facts.append(
                    Fact(text: normalized("\(subject.trimmedText) == \(pattern.expression.trimmedText)"), holds: true))
            }
            child = parent
            current = parent.parent
        }
        return facts
    }

    /// The facts one condition of an `if` or `guard` gives where it holds.
    static func facts(of element: ConditionElementSyntax) -> [Fact] {
        switch element.condition {
        case let .expression(expression):
            return conjuncts(of: normalized(expression.trimmedText)).map { Fact(text: $0, holds: true) }
        case let .optionalBinding(binding):
            // `if let item`, `if let item = model.item`: the value bound is not nil.
            guard binding.bindingSpecifier.tokenKind == .keyword(.let) else { return [] }
            let bound = binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText
            guard bound.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return [] }
            return [Fact(text: normalized("\(bound) != nil"), holds: true)]
        default:
            return []
        }
    }

    /// `.carbs`, `nil`: a value that differs from every other such value.
    static func isCaseLiteral(_ text: String) -> Bool {
        if text == "nil" { return true }
        guard text.first == ".", text.count > 1 else { return false }
        return text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    // MARK: - Reading conditions

    /// The condition without spaces, `self.`, or parentheses around the whole.
    static func normalized(_ text: String) -> String {
        var result = ""
        var inString = false
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString, character.isWhitespace { continue }
            result.append(character)
        }
        result = withoutSelf(result)
        while result.hasPrefix("("), result.hasSuffix(")"),
            closingIndex(of: result) == result.index(before: result.endIndex)
        {
            result = String(result.dropFirst().dropLast())
        }
        return result
    }

    /// `self.flag` read as `flag`: `self.` where no name or member comes before it.
    static func withoutSelf(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let previous = result.last
            let startsName = previous.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            if startsName, text[index...].hasPrefix("self.") {
                index = text.index(index, offsetBy: 5)
                continue
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    /// Where the bracket opening `text` closes.
    static func closingIndex(of text: String) -> String.Index? {
        var depth = 0
        var inString = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The parts of `text` between top-level occurrences of `separator`, outside brackets and strings.
    static func split(_ text: String, at separator: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var inString = false
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if depth == 0, text[index...].hasPrefix(separator) {
                    parts.append(String(text[start..<index]))
                    index = text.index(index, offsetBy: separator.count)
                    start = index
                    continue
                }
            }
            index = text.index(after: index)
        }
        parts.append(String(text[start...]))
        return parts
    }

    static func conjuncts(of text: String) -> [String] {
        guard split(text, at: "||").count == 1, !text.contains("?") else { return [text] }
        return split(text, at: "&&").map(normalized)
    }

    /// `a == b` or `a != b`, read as whether `a` equals `b`, and the two sides.
    static func comparison(_ text: String) -> (lhs: String, rhs: String, equal: Bool)? {
        guard !text.contains("?"), !text.contains("&&"), !text.contains("||") else { return nil }
        for (symbol, equal) in [("==", true), ("!=", false)] {
            let parts = split(text, at: symbol)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
                !parts.contains(where: { $0.contains("==") || $0.contains("!=") || $0.hasPrefix("=") })
            else { continue }
            return (parts[0], parts[1], equal)
        }
        return nil
    }

    /// `!x`, `!(a == b)`: the negated operand, when the `!` applies to the whole.
    static func negated(_ text: String) -> String? {
        guard text.hasPrefix("!"), !text.hasPrefix("!=") else { return nil }
        let rest = String(text.dropFirst())
        if rest.hasPrefix("("), closingIndex(of: rest) == rest.index(before: rest.endIndex) { return normalized(rest) }
        guard rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return rest
    }

    static func evaluate(_ condition: String, facts: [Fact]) -> Bool? {
        if let inner = negated(condition) { return evaluate(inner, facts: facts).map(!) }
        let alternatives = split(condition, at: "||")
        if alternatives.count > 1, !condition.contains("?") {
            let values = alternatives.map { evaluate(normalized($0), facts: facts) }
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        }
        let parts = conjuncts(of: condition)
        if parts.count > 1 {
            let values = parts.map { evaluate($0, facts: facts) }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        }
        for fact in facts {
            if fact.text == condition { return fact.holds }
            if let inner = negated(fact.text), inner == condition { return !fact.holds }
        }
        guard let asked = comparison(condition) else { return nil }
        for fact in facts {
            guard let known = comparison(fact.text) else { continue }
            // Whether the fact's two sides are equal where the node is.
            let knownEqual = known.equal == fact.holds
            let sameSides =
                (known.lhs == asked.lhs && known.rhs == asked.rhs) || (known.lhs == asked.rhs && known.rhs == asked.lhs)
            if sameSides { return knownEqual == asked.equal }
            // `selection == .carbs` known: `selection == .fat` is false, `selection != .fat` true.
            guard knownEqual else { continue }
            for (shared, knownOther) in [(known.lhs, known.rhs), (known.rhs, known.lhs)] {
                let askedOther = asked.lhs == shared ? asked.rhs : asked.rhs == shared ? asked.lhs : nil
                guard let askedOther, isCaseLiteral(knownOther), isCaseLiteral(askedOther), askedOther != knownOther
                else { continue }
                return !asked.equal
            }
        }
        return nil
    }
}
