import A11yFixSyntax
import SwiftSyntax

/// A project's own indeterminate activity indicator: a type named like one (`LoadingSpinner`,
/// `CircularProgressView`) that rotates a stroked, trimmed shape. It plays the role of
/// `ProgressView()`, which keeps spinning under Reduce Motion, so its endless rotation is not
/// reported (judged on real apps: stopping it would hide the "working" state).
enum ActivitySpinner {
    static let nameWords: Set<String> = ["progress", "spinner", "loading", "loader", "activity"]

    /// Whether `node` sits in a type that draws such a spinner: named like one, or whatever its
    /// name, one that turns a fixed part of a ring (`.trim(from: 0, to: 0.75)`) one way forever,
    /// which is what an indeterminate indicator draws (judged on real apps: a `SpinningRing` in
    /// place of a button's title while it works froze as a still arc).
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        guard let (name, group) = EnclosingType.of(node) else { return false }
        var drawn: Set<String> = []
        for token in group.memberBlock.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(text) = token.tokenKind,
                ["trim", "rotationEffect", "stroke", "strokeBorder"].contains(text)
            {
                drawn.insert(text)
            }
        }
        guard
            drawn.contains("trim") && drawn.contains("rotationEffect")
                && !drawn.isDisjoint(with: ["stroke", "strokeBorder"])
        else { return false }
        return !nameWords.isDisjoint(with: ReadableName.words(of: name).map { $0.lowercased() })
            || (turnsOneWay(group.memberBlock) && trimsFixedArc(group.memberBlock))
    }

    /// `.trim(from: 0, to: 0.75)`: a literal part of the shape, not a progress value that fills it.
    private static func trimsFixedArc(_ members: MemberBlockSyntax) -> Bool {
        members.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("trim"),
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let end = call.argument(labeled: "to")?.expression.numberLiteralValue
            else { return false }
            return end > 0 && end < 1
        }
    }

    /// Words of a state that holds while work runs (`isResetting`, `syncing`, `isLoading`).
    static let busyWords: Set<String> = [
        "busy", "loading", "resetting", "syncing", "refreshing", "working", "processing", "updating", "downloading",
        "uploading", "saving", "fetching", "installing", "scanning", "exporting", "importing", "deleting",
        "cleaning", "connecting", "waiting", "pending", "progress",
    ]

    /// `.rotationEffect(isResetting ? .degrees(360) : .zero).animation(isResetting ?
    /// .linear.repeatForever(autoreverses: false) : .default, value: isResetting)`: a glyph turning
    /// one way, in place, while a state named for work holds (the ternary choosing the loop, or the
    /// value it animates). A busy indicator, like `ProgressView()`, which keeps spinning under
    /// Reduce Motion (judged on real apps: a gear turning while a reset runs). The same loop on an
    /// offset or a scale travels, and a turn that is not tied to work is decoration: both stay loops.
    static func turnsWhileBusy(_ call: FunctionCallExprSyntax, animation: ExprSyntax) -> Bool {
        guard turnsOneWay(animation), let value = call.argument(labeled: "value")?.expression,
            let state = ScreenChanges.stateName(value),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return false }
        let condition = animation.as(TernaryExprSyntax.self)?.condition
        let busy = [state] + (condition.map(identifiers) ?? [])
        guard busy.contains(where: isBusyName) || isShownOnlyWhileBusy(call) else { return false }
        // Every modifier that reads the value turns the view: nothing else it places or sizes.
        let chain = ModifierChain(endingAt: base)
        guard !identifiers(in: chain.root).contains(state) else { return false }
        let reading = chain.modifiers.filter { modifier in
            modifier.call.map { identifiers(in: $0.arguments).contains(state) } ?? false
        }
        return reading.contains { $0.name == "rotationEffect" }
            && reading.allSatisfy { $0.name == "rotationEffect" || ViewCallNames.appearanceCalls.contains($0.name) }
    }

    /// `case .connecting, .syncing: RotatingGlyph(…)`: a view of this file that the file shows only
    /// under a case or condition named for work (judged on apps never tuned on: a device icon
    /// turning in a tab bar while it connects).
    private static func isShownOnlyWhileBusy(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = EnclosingType.of(call)?.name.split(separator: ".").last.map(String.init) else {
            return false
        }
        let uses = Syntax(call).root.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
            else { return nil }
            return Syntax(reference)
        }
        return !uses.isEmpty && uses.allSatisfy(isUnderBusyCondition)
    }

    private static func isUnderBusyCondition(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            defer { current = parent }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                return identifiers(in: switchCase.label).contains(where: isBusyName)
            }
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id {
                return identifiers(in: branch.conditions).contains(where: isBusyName)
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
        }
        return false
    }

    /// `.repeatForever(autoreverses: false)`, alone or chosen by a ternary: a turn that keeps going one way.
    static func turnsOneWay(_ animation: some SyntaxProtocol) -> Bool {
        animation.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("repeatForever"),
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.argument(labeled: "autoreverses")?.expression.trimmedText == "false"
        }
    }

    private static func isBusyName(_ name: String) -> Bool {
        !busyWords.isDisjoint(with: ReadableName.words(of: name).map { $0.lowercased() })
    }

    private static func identifiers(in syntax: some SyntaxProtocol) -> [String] {
        syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
    }

    /// `withAnimation(animation)` where the type declares `private var animation: Animation {
    /// .linear(duration: 1.5).repeatForever(autoreverses: false) }` (or `let animation = …`): the
    /// expression the name stands for, also at the root of a chain (`animation.delay(0.25)`).
    static func namedAnimation(_ expression: ExprSyntax, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        var root = expression
        while let next = root.as(FunctionCallExprSyntax.self)?.calledExpression
            ?? root.as(MemberAccessExprSyntax.self)?.base
        {
            root = next
        }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let (_, group) = EnclosingType.of(call)
        else { return nil }
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let value = binding.initializer?.value { return value }
                if case let .getter(body)? = binding.accessorBlock?.accessors, body.count == 1,
                    let value = body.first?.item.as(ExprSyntax.self)
                {
                    return value
                }
                return nil
            }
        }
        return nil
    }
}
