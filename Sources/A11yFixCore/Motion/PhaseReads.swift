import A11yFixSyntax
import SwiftSyntax

/// `PhaseAnimator([0, 1], trigger: done) { value in label.opacity(value == 0 ? 1 : 0) }`,
/// `.phaseAnimator([false, true, false], trigger: t) { view, phase in view.overlay { glow.opacity(phase ? 0.7 : 0) } }`:
/// a phase that only fades, recolours or swaps views in place is a cross-fade or a glow, which
/// Reduce Motion keeps; nothing travels (judged on real apps: a checkmark cross-fading in and a
/// glow flashing once, reported as motion). Each read of the phase is judged on the `ScreenChange`
/// scale, also where the content hands it to a method of its own type (`label(value: value)`).
enum PhaseReads {
    /// Whether every read of the phase in `call`'s content stays in place.
    static func onlyRestyle(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        guard let content = call.trailingClosure,
            let phase = phaseName(of: content, isModifier: call.calledExpression.is(MemberAccessExprSyntax.self))
        else { return false }
        var actions = ActionClosures()
        return change(of: phase, in: Syntax(content.statements), actions: &actions, index: index, depth: 0)
            .staysInPlace
    }

    /// The phase parameter: `value` of `PhaseAnimator(…) { value in … }`, `phase` of
    /// `.phaseAnimator(…) { content, phase in … }`.
    private static func phaseName(of content: ClosureExprSyntax, isModifier: Bool) -> String? {
        let names: [String]
        switch content.signature?.parameterClause {
        case let .simpleInput(parameters)?: names = parameters.map(\.name.text)
        case let .parameterClause(clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
        let name = isModifier ? (names.count == 2 ? names[1] : nil) : (names.count == 1 ? names[0] : nil)
        return name == "_" ? nil : name
    }

    /// The most the reads of `name` in `scope` do on screen; a read handed to a method of the
    /// type is judged by that method's reads of its parameter, two levels deep.
    private static func change(
        of name: String, in scope: Syntax, actions: inout ActionClosures, index: ProjectIndex, depth: Int
    ) -> ScreenChange {
        var most = ScreenChange.silent
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            // `.value`, `model.value`: another name.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                continue
            }
            var read = StateRead.of(token, actions: &actions, index: index)
            if read == .unknown, depth < 2, let handed = handedParameter(reference) {
                read = change(
                    of: handed.name, in: Syntax(handed.body), actions: &actions, index: index, depth: depth + 1)
            }
            most = max(most, read)
            if !most.staysInPlace { return most }
        }
        return most
    }

    /// `label(value: value)`: the parameter of the type's own method that the read is handed to,
    /// with the method's body.
    private static func handedParameter(_ reference: DeclReferenceExprSyntax) -> (name: String, body: CodeBlockSyntax)?
    {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), argument.expression.id == reference.id,
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self), OwnMembers.isOwnCall(call),
            let callee = call.calleeName,
            let position = list.firstIndex(where: { $0.id == argument.id }),
            let function = OwnMembers.function(named: callee, arguments: list.count, around: Syntax(call)),
            let body = function.body
        else { return nil }
        let parameters = function.signature.parameterClause.parameters
        let offset = list.distance(from: list.startIndex, to: position)
        let parameter = parameters[parameters.index(parameters.startIndex, offsetBy: offset)]
        return ((parameter.secondName ?? parameter.firstName).text, body)
    }
}
