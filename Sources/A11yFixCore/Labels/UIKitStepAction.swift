import A11yFixSyntax
import SwiftSyntax

/// A UIKit plus or minus button whose action steps a value (`slider.value -= 1`,
/// `lineWidth += step`, `set(lineWidth: lineWidth - 1)`): it increases or decreases that value,
/// as a stepper's halves do, and adds or removes nothing (judged wrong on a real app: "Remove" on
/// the minus beside a line-width slider). Named with the value where the code names it
/// ("Decrease line width"); a control's own `value` is just "Decrease".
enum UIKitStepAction {
    /// "Increase …" or "Decrease …", or nil when the image is no plus or minus or the action steps no value.
    static func phrase(image: ExprSyntax, action: ExprSyntax?, around node: some SyntaxProtocol, file: SourceFile)
        -> String?
    {
        let root = image.as(ForceUnwrapExprSyntax.self)?.expression ?? image
        guard let call = root.as(FunctionCallExprSyntax.self), let glyph = StepperGlyph.glyph(of: call),
            let action, let body = body(of: action, around: node, in: file)
        else { return nil }
        let steps = self.steps(in: body)
        guard let first = steps.first, steps.allSatisfy({ $0.sign == first.sign }),
            first.sign == (glyph == "plus" ? "+" : "-")
        else { return nil }
        let verb = first.sign == "+" ? "Increase" : "Decrease"
        let names = Set(steps.map(\.value))
        guard names.count == 1, let name = names.first, let words = valueWords(name) else { return verb }
        return verb + " " + words
    }

    /// The code the action runs: a `UIAction` closure, or the type's method a `#selector` names.
    private static func body(of action: ExprSyntax, around node: some SyntaxProtocol, in file: SourceFile) -> Syntax? {
        if let call = action.as(FunctionCallExprSyntax.self), call.calleeName == "UIAction",
            let handler = call.trailingClosure ?? call.closure(labeled: "handler")
        {
            return Syntax(handler)
        }
        guard let name = SelectorName.name(of: action), let owner = EnclosingType.ownerName(of: node) else {
            return nil
        }
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.func) {
            guard let function = token.parent?.as(FunctionDeclSyntax.self), function.name.text == name,
                EnclosingType.ownerName(of: function) == owner, let body = function.body
            else { continue }
            return Syntax(body)
        }
        return nil
    }

    /// Each step the code writes: `x -= amount`, `x = x + amount`, or an argument `x - 1` to a call
    /// that sets `x` (`set(lineWidth: lineWidth - 1)`, `setLineWidth(lineWidth + 1)`). The amount is
    /// a number or a name (`step`), never a call or a collection: `items += [item]` adds a thing.
    private static func steps(in body: Syntax) -> [(value: String, sign: String)] {
        var found: [(value: String, sign: String)] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case let .binaryOperator(symbol) = token.tokenKind, ["+", "-", "+=", "-="].contains(symbol),
                let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.id == token.parent?.id }), index > 0,
                index + 1 < elements.count
            else { continue }
            let (left, amount) = (elements[index - 1], elements[index + 1])
            guard isAmount(amount), let value = path(of: left) else { continue }
            let sign = String(symbol.prefix(1))
            if symbol.count == 2 {
                found.append((value, sign))
            } else if index == 3, elements.count == 5, elements[1].is(AssignmentExprSyntax.self),
                path(of: elements[0]) == value
            {
                found.append((value, sign))  // `x = x - 1`
            } else if elements.count == 3, setsValue(named: value, withArgument: sequence) {
                found.append((value, sign))
            }
        }
        return found
    }

    /// A number literal, or a name or member (`step`, `settings.step`).
    private static func isAmount(_ expression: ExprSyntax) -> Bool {
        expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || path(of: expression) != nil
    }

    /// `lineWidth`, `self.lineWidth`, `slider?.value` (without `?` and `!`); nil for calls, subscripts and literals.
    private static func path(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return path(of: chained.expression) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return path(of: unwrapped.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, path(of: base) != nil {
            return LabelAssignments.normalized(member.trimmedText)
        }
        return nil
    }

    /// Whether `argument` is passed to a call that sets `value`: its label or the callee names it.
    private static func setsValue(named value: String, withArgument argument: SequenceExprSyntax) -> Bool {
        guard let labeled = argument.parent?.as(LabeledExprSyntax.self),
            let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        let last = String(value.split(separator: ".").last ?? "").lowercased()
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        let setter = callee.map { $0.lowercased() }
        return labeled.label?.text.lowercased() == last
            || setter.map { $0.hasPrefix("set") && $0.dropFirst(3) == last } == true
    }

    /// The value's name as words ("line width"), or nil when it is a control's own value
    /// (`slider.value`, `stepper.value`) or a name that says nothing (`value`, `current`).
    private static func valueWords(_ path: String) -> String? {
        let name = String(path.split(separator: ".").last ?? "")
        let generic: Set<String> = ["value", "current", "amount", "count", "index", "step", "level"]
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        guard !words.isEmpty, !(words.count == 1 && generic.contains(words[0])) else { return nil }
        return words.joined(separator: " ")
    }
}
