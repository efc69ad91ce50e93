import A11yFixSyntax
import SwiftSyntax

/// Words a control's own code says, beyond its action's name: a plus or minus whose action adds
/// or takes one (`value += 1`, `(Int(value) ?? 0) - 1`) steps a value, as a `Stepper`'s halves
/// do ("Increase", "Decrease"); a callback named only "more" (`onMoreTap(member)`) opens the
/// more-options menu an overflow icon stands for.
enum StepperGlyph {
    /// "Increase" or "Decrease" for a plus or minus glyph whose action steps a value by one that way.
    static func phrase(for images: [ImageContent.Image], action: ExprSyntax) -> String? {
        guard images.count == 1, let glyph = glyph(of: images[0].call),
            let closure = action.as(ClosureExprSyntax.self)
        else { return nil }
        // Only arithmetic written back to a value: a call (`items.append(Item(id: count + 1))`) may
        // add a thing, not step a number.
        let conversions: Set<String> = ["Int", "String", "Double", "Float", "CGFloat", "min", "max", "withAnimation"]
        let tokens = Array(closure.tokens(viewMode: .sourceAccurate))
        let writes = tokens.contains { token in
            if case .binaryOperator(let symbol) = token.tokenKind { return ["+=", "-="].contains(symbol) }
            return token.tokenKind == .equal
        }
        let callsOtherThanConversions = zip(tokens, tokens.dropFirst()).contains { name, next in
            guard case let .identifier(callee) = name.tokenKind, next.tokenKind == .leftParen else { return false }
            return !conversions.contains(callee)
        }
        if !writes || callsOtherThanConversions { return orderedStep(glyph: glyph, tokens: tokens) }
        var steps: Set<String> = []
        for (index, token) in tokens.enumerated().dropLast() {
            guard case .binaryOperator(let symbol) = token.tokenKind, ["+", "-", "+=", "-="].contains(symbol) else {
                continue
            }
            // Only a step of one: `count + offset` or `x - 2` may mean anything.
            guard case .integerLiteral("1") = tokens[index + 1].tokenKind else { return nil }
            steps.insert(String(symbol.prefix(1)))
        }
        switch (glyph, steps) {
        case ("plus", ["+"]): return "Increase"
        case ("minus", ["-"]): return "Decrease"
        default: return nil
        }
    }

    /// "Decrease order" for `order -= 1` under any glyph: a counter stepped by one, named by its value.
    /// An arrow's usual "Back" or "Next" would say the button navigates (judged wrong on unseen apps).
    static func counterStep(action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item, let write = Write(body),
            case let .compound(symbol) = write.operation, ["+=", "-="].contains(symbol),
            write.value?.trimmedText == "1", !ActionName.isCounter(write.target)
        else { return nil }
        let name =
            write.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? write.target.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, case let words = ReadableName.words(of: name), (1...3).contains(words.count),
            words.allSatisfy({ $0.allSatisfy(\.isLetter) })
        else { return nil }
        return (symbol == "+=" ? "Increase " : "Decrease ") + words.joined(separator: " ")
    }

    /// A plus or minus that moves to the next or previous value of an ordered list
    /// (`onRateChanged(previousRate())`): it steps that value, as a stepper does, and the minus
    /// removes nothing (judged wrong on a real app: "Remove" on a slower-playback button).
    private static func orderedStep(glyph: String, tokens: [TokenSyntax]) -> String? {
        let called = zip(tokens, tokens.dropFirst()).compactMap { name, next -> String? in
            guard case let .identifier(callee) = name.tokenKind, next.tokenKind == .leftParen else { return nil }
            return ReadableName.words(of: callee).first?.lowercased()
        }
        let lower: Set<String> = ["previous", "decrease", "decrement", "lower", "slower"]
        let higher: Set<String> = ["next", "increase", "increment", "higher", "faster"]
        switch glyph {
        case "minus" where called.contains(where: lower.contains) && !called.contains(where: higher.contains):
            return "Decrease"
        case "plus" where called.contains(where: higher.contains) && !called.contains(where: lower.contains):
            return "Increase"
        default: return nil
        }
    }

    /// "Previous day" or "Next day" for an action that moves a date by one (`setSelectedDate(addDays: -1)`,
    /// `shift(days: +1)`): the argument's label names the unit and the literal the way. Any glyph.
    static func dateStep(action: ExprSyntax) -> String? {
        let units = ["day", "week", "month", "year"]
        var found: Set<String> = []
        for token in action.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .colon, let label = token.previousToken(viewMode: .sourceAccurate),
                case let .identifier(name) = label.tokenKind,
                let unit = units.first(where: {
                    name.lowercased().hasSuffix($0) || name.lowercased().hasSuffix($0 + "s")
                }),
                let argument = label.parent?.as(LabeledExprSyntax.self)
            else { continue }
            let value = argument.expression.trimmedText.filter { !$0.isWhitespace }
            switch value {
            case "-1": found.insert("Previous " + unit)
            case "1", "+1": found.insert("Next " + unit)
            default: return nil
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// "Previous month" or "Next month" for an arrow whose action steps an index by one over a list
    /// named for a period (`sortedMonths[currentIndex + 1]`, `years[index - 1]`). Which end of the
    /// list is newer is not in the code, so the way comes from the glyph, which points where the
    /// view moves: a left chevron is the previous month whatever the list's order.
    static func periodStep(images: [ImageContent.Image], action: ExprSyntax) -> String? {
        guard images.count == 1, case let .literal(name) = images[0].name, let way = arrowWay(name),
            action.is(ClosureExprSyntax.self)
        else { return nil }
        var periods: Set<String> = []
        for token in action.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftSquare {
            guard let node = token.parent?.as(SubscriptCallExprSyntax.self), node.arguments.count == 1,
                let index = node.arguments.first?.expression.as(SequenceExprSyntax.self),
                index.elements.count == 3,
                let symbol = index.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["+", "-"].contains(symbol), index.elements.last?.trimmedText == "1",
                let period = period(named: node.calledExpression.trimmedText)
            else { continue }
            periods.insert(period)
        }
        guard periods.count == 1, let period = periods.first else { return nil }
        return way + " " + period
    }

    /// A double arrow (`chevron.left.2`) whose action goes to an end of a list (`years.last!`): not
    /// the previous item. The words are the code's own where it names that end
    /// (`let oldest = years.last!` → "Oldest year"); else the glyph's "Previous" would be wrong,
    /// and the control is reported (`goesToAnEnd`).
    static func endJump(images: [ImageContent.Image], action: ExprSyntax) -> (goesToAnEnd: Bool, phrase: String?) {
        guard images.count == 1, case let .literal(name) = images[0].name,
            name.hasSuffix(".2") || name.hasSuffix(".end"), let closure = action.as(ClosureExprSyntax.self)
        else { return (false, nil) }
        var ends: [(list: String, binding: String?)] = []
        for token in closure.tokens(viewMode: .sourceAccurate) where ["first", "last"].contains(token.text) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base
            else { continue }
            let binding = member.ancestor(PatternBindingSyntax.self)?.pattern.trimmedText
            ends.append((base.trimmedText, binding))
        }
        guard ends.count == 1, let end = ends.first else { return (false, nil) }
        let named: Set<String> = ["oldest", "newest", "earliest", "latest"]
        guard let binding = end.binding?.lowercased(), named.contains(binding),
            let period = period(named: end.list)
        else { return (true, nil) }
        return (true, binding.prefix(1).uppercased() + binding.dropFirst() + " " + period)
    }

    /// "Previous" or "Next" for a one-step arrow pointing back or forward; nil for anything else.
    private static func arrowWay(_ symbol: String) -> String? {
        let base = symbol.split(separator: ".").prefix(2).joined(separator: ".")
        let rest = symbol.split(separator: ".").dropFirst(2)
        guard rest.allSatisfy({ ["circle", "fill", "square"].contains($0) }) else { return nil }
        switch base {
        case "chevron.left", "chevron.backward", "arrow.left", "arrow.backward": return "Previous"
        case "chevron.right", "chevron.forward", "arrow.right", "arrow.forward": return "Next"
        default: return nil
        }
    }

    /// The period a list or index is named for: `sortedMonths` → "month", `years` → "year".
    private static func period(named name: String) -> String? {
        let words = ReadableName.words(of: name.split(separator: ".").last.map(String.init) ?? name)
            .map { $0.lowercased() }
        let found = Set(
            words.compactMap { word in
                ["day", "week", "month", "year"].first { word == $0 || word == $0 + "s" }
            })
        return found.count == 1 ? found.first : nil
    }

    /// "plus" or "minus" when the image draws one: `Image(systemName: "minus")`, `Image("plus")`,
    /// `Image(uiImage: Asset.minus.image)`, `Image(uiImage: UIImage(named: "plus")!)`.
    static func glyph(of image: FunctionCallExprSyntax) -> String? {
        guard let argument = image.arguments.first else { return nil }
        var name = argument.expression.stringLiteralValue
        if name == nil, ["uiImage", "nsImage"].contains(argument.label?.text ?? "") {
            // The asset's case or name is the first identifier or literal after the catalog.
            name =
                argument.expression.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> String? in
                    switch token.tokenKind {
                    case let .identifier(text)
                    where !["Asset", "UIImage", "NSImage", "image", "named", "systemName"].contains(text): text
                    case let .stringSegment(text): text
                    default: nil
                    }
                }.first
        }
        guard let name else { return nil }
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        guard let first = words.first, ["plus", "minus"].contains(first),
            words.dropFirst().allSatisfy({ ["circle", "fill", "square", "icon", "small", "large"].contains($0) })
        else { return nil }
        return first
    }

    /// `date = date.addingTimeInterval(15 * 60)`, `zoom *= 1.25` under a plus or minus: the value
    /// written, when every statement writes one value from itself. Such a button moves the value
    /// by an amount; the glyph's "New" or "Remove" would say it adds or takes an item (judged wrong on
    /// unseen apps: "New" on a button moving a time 15 minutes on).
    static func steppedValue(images: [ImageContent.Image], action: ExprSyntax) -> String? {
        guard images.count == 1, glyph(of: images[0].call) != nil, let closure = action.as(ClosureExprSyntax.self),
            !closure.statements.isEmpty
        else { return nil }
        var targets: Set<String> = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item, let write = Write(expression),
                let name = write.pathNames.last
            else { return nil }
            switch write.operation {
            case .compound:
                break
            case .assignment:
                // The value written is made from the value itself (`x = x.adding(…)`, `x = min(x + 5, 60)`).
                let valueTokens = expression.as(SequenceExprSyntax.self)?.elements.dropFirst(2).flatMap {
                    $0.tokens(viewMode: .sourceAccurate)
                }
                guard valueTokens?.contains(where: { $0.text == name }) == true else { return nil }
            case .mutatingCall:
                return nil
            }
            targets.insert(write.target.trimmedText)
        }
        return targets.count == 1 ? targets.first : nil
    }

    /// "More options" for an action named only "more" (`onMoreTap`, `didTapMore`, `moreTapped`):
    /// the overflow menu's words. Nil for anything else.
    static func moreOptions(actionName name: String) -> String? {
        // Not `showMore`: that reveals more of the text, it opens no menu.
        let filler: Set<String> = ["on", "did", "tap", "tapped", "handle", "button", "action", "pressed"]
        return ReadableName.words(of: name).map { $0.lowercased() }.filter { !filler.contains($0) } == ["more"]
            ? "More options" : nil
    }
}
