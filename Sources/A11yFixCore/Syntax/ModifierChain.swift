import SwiftSyntax

/// A view expression and the modifiers applied to it: `Button { … }.padding().tint(.red)` is the
/// root `Button { … }` with modifiers `padding`, `tint`. Modifiers inside a postfix `#if` count too.
public struct ModifierChain {
    public struct Modifier {
        public var name: String
        /// The member access (`.padding`); its call, when there is one, is `call`.
        public var member: MemberAccessExprSyntax
        public var call: FunctionCallExprSyntax?
        /// Written inside a postfix `#if … #endif` clause, so applied on some platforms only.
        public var isConditional = false
    }

    /// The view the modifiers are applied to.
    public var root: ExprSyntax
    /// In the order they are applied (innermost first).
    public var modifiers: [Modifier]
    /// The whole chain, root and modifiers.
    public var outermost: ExprSyntax

    /// The element the chain's modifiers apply to, as an offset: what `Fix.namedElement` names.
    public var element: Int { root.positionAfterSkippingLeadingTrivia.utf8Offset }

    /// The chain that `root` starts: climbs through every modifier applied to it.
    public init(startingAt root: some ExprSyntaxProtocol) {
        var current = ExprSyntax(root)
        var modifiers: [Modifier] = []
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? $0 : nil }
                modifiers.append(Modifier(name: member.declName.baseName.text, member: member, call: call))
                current = call.map(ExprSyntax.init) ?? ExprSyntax(member)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                modifiers += Self.modifiers(inside: postfix.config)
                current = ExprSyntax(postfix)
            } else {
                break
            }
        }
        self.root = ExprSyntax(root)
        self.modifiers = modifiers
        self.outermost = current
    }

    /// The chain that ends in `expression`: descends through its modifiers to the root view.
    public init(endingAt expression: some ExprSyntaxProtocol) {
        var current = ExprSyntax(expression)
        var modifiers: [Modifier] = []
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                modifiers.append(Modifier(name: member.declName.baseName.text, member: member, call: call))
                // Inside a postfix `#if` the first modifier has no written base: the chain starts there.
                guard let base = member.base else { break }
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                modifiers += Self.modifiers(inside: postfix.config)
                current = base
            } else {
                break
            }
        }
        self.root = current
        self.modifiers = modifiers.reversed()
        self.outermost = ExprSyntax(expression)
    }

    public func has(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    public func modifiers(named name: String) -> [Modifier] { modifiers.filter { $0.name == name } }

    /// Modifiers written inside the clauses of a postfix `#if … #endif`.
    private static func modifiers(inside config: IfConfigDeclSyntax) -> [Modifier] {
        config.clauses.flatMap { clause -> [Modifier] in
            guard case let .postfixExpression(expression)? = clause.elements else { return [] }
            return ModifierChain(endingAt: expression).modifiers.map { modifier in
                var conditional = modifier
                conditional.isConditional = true
                return conditional
            }
        }
    }

    /// The chain without a trailing postfix `#if` block: where a new unconditional modifier goes
    /// after, as far as layout is concerned.
    public var unconditionalEnd: ExprSyntax {
        var end = outermost
        while let postfix = end.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { end = base }
        return end
    }

    /// Whether the chain names the view for assistive technologies:
    /// `.accessibilityLabel(…)` or the older `.accessibility(label:)`.
    public var hasAccessibilityLabel: Bool {
        modifiers.contains { modifier in
            modifier.name == "accessibilityLabel"
                || (modifier.name == "accessibility" && modifier.call?.arguments.contains { $0.label?.text == "label" } == true)
        }
    }
}

extension FunctionCallExprSyntax {
    /// The called name for `Name(…)` and `Module.Name(…)`: "Button" for `SwiftUI.Button(…)`.
    public var calleeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true {
            return member.declName.baseName.text
        }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }

    /// The argument with the given label (nil label: the first unlabelled argument).
    public func argument(labeled label: String?) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The closure passed as `label:` whether in parentheses or as an additional trailing closure.
    public func closure(labeled label: String) -> ClosureExprSyntax? {
        if let closure = additionalTrailingClosures.first(where: { $0.label.text == label })?.closure { return closure }
        return argument(labeled: label)?.expression.as(ClosureExprSyntax.self)
    }
}

extension ExprSyntax {
    /// `condition ? a : b` where `a` and `b` are single expressions, as the parser leaves it (an
    /// unfolded sequence, whose condition may itself hold operators: `n > 0 && !busy`) or folded.
    /// The condition is returned as written.
    public var ternaryParts: (condition: String, whenTrue: ExprSyntax, whenFalse: ExprSyntax)? {
        if let ternary = self.as(TernaryExprSyntax.self) {
            return (ternary.condition.trimmedText, ternary.thenExpression, ternary.elseExpression)
        }
        guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // The ternary binds looser than every operator but assignment, so a single trailing
        // `? a : b` splits the sequence into condition and branches.
        guard elements.count >= 3, let middle = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
              elements.dropLast(2).allSatisfy({ !$0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
        let condition = elements.dropLast(2).map(\.trimmedText).joined(separator: " ")
        return (condition, middle.thenExpression, elements[elements.count - 1])
    }

    public var isFalseLiteral: Bool {
        self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// The left side of `target = value`, as the parser leaves it or folded.
    public var assignmentTarget: ExprSyntax? {
        if let infix = self.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { return infix.leftOperand }
        guard let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        return elements[1].is(AssignmentExprSyntax.self) ? elements[0] : nil
    }

    /// The value of `a = b` (as the parser leaves it, or folded), if this is an assignment.
    public var assignedValue: ExprSyntax? {
        if let infix = self.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { return infix.rightOperand }
        guard let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        return elements[1].is(AssignmentExprSyntax.self) ? elements[2] : nil
    }

    /// The text of a string literal without interpolation, if this is one.
    public var stringLiteralValue: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
