import SwiftSyntax

/// A view expression and the modifiers applied to it: `Button { … }.padding().tint(.red)` is the
/// root `Button { … }` with modifiers `padding`, `tint`. Modifiers inside a postfix `#if` count too.
package struct ModifierChain {
    package struct Modifier {
        package var name: String
        /// The member access (`.padding`); its call, when there is one, is `call`.
        package var member: MemberAccessExprSyntax
        package var call: FunctionCallExprSyntax?
        /// Written inside a postfix `#if … #endif` clause, so applied on some platforms only.
        package var isConditional = false
    }

    /// The view the modifiers are applied to.
    package var root: ExprSyntax
    /// In the order they are applied (innermost first).
    package var modifiers: [Modifier]
    /// The whole chain, root and modifiers.
    package var outermost: ExprSyntax

    /// The element the chain's modifiers apply to, as an offset: what `Fix.namedElement` names.
    package var element: Int { root.positionAfterSkippingLeadingTrivia.utf8Offset }

    /// The chain that `root` starts: climbs through every modifier applied to it.
    package init(startingAt root: some ExprSyntaxProtocol) {
        var current = ExprSyntax(root)
        var modifiers: [Modifier] = []
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap {
                    $0.calledExpression.id == member.id ? $0 : nil
                }
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
    package init(endingAt expression: some ExprSyntaxProtocol) {
        var current = ExprSyntax(expression)
        var modifiers: [Modifier] = []
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
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

    package func has(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    package func modifiers(named name: String) -> [Modifier] { modifiers.filter { $0.name == name } }

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
    package var unconditionalEnd: ExprSyntax {
        var end = outermost
        while let postfix = end.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { end = base }
        return end
    }
}
