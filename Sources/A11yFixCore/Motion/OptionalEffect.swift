import A11yFixSyntax
import SwiftSyntax

/// An effect the project already makes optional: a private function every call of which (in its
/// file, the only place a private function can be called from) runs under an `if` on the project's
/// own switch for animation (`if Settings.animatePlusOne { showPlusOne() }`), directly or through
/// another private function called so. The app already runs without it when that switch is off, so
/// Reduce Motion joins the switch: `if Settings.animatePlusOne, !UIAccessibility.isReduceMotionEnabled`
/// (judged on apps never tuned on: a "+1" flying to a counter and a level-up badge zooming away,
/// reported because their delayed moves cannot be gated by duration, where that was the safe fix).
enum OptionalEffect {
    /// Words of a switch or parameter that says whether to animate.
    static let switchWords: Set<String> = ["animate", "animates", "animated", "animation", "animations"]

    /// The `if`s whose bodies run the function around `node`, each on a switch for animation; nil
    /// when the function is not private, no call of it is seen, or a call runs outside such an `if`.
    static func sites(around node: some SyntaxProtocol, in file: SourceFile) -> [IfExprSyntax]? {
        guard let function = node.ancestor(FunctionDeclSyntax.self) else { return nil }
        return sites(of: function, in: file, depth: 0)
    }

    private static func sites(of function: FunctionDeclSyntax, in file: SourceFile, depth: Int) -> [IfExprSyntax]? {
        let calls = callers(of: function, in: file)
        guard !calls.isEmpty else { return nil }
        var found: [IfExprSyntax] = []
        for call in calls {
            if let site = switchedIf(around: call) {
                if !found.contains(where: { $0.id == site.id }) { found.append(site) }
                continue
            }
            // `createExplosion()` calls the effect, and is itself called under the switch.
            guard depth < 1, let outer = call.ancestor(FunctionDeclSyntax.self),
                let more = sites(of: outer, in: file, depth: depth + 1)
            else { return nil }
            for site in more where !found.contains(where: { $0.id == site.id }) { found.append(site) }
        }
        return found
    }

    /// Whether every call of the private function around `node` runs only under a Reduce Motion
    /// check (`if Settings.animatePlusOne, !UIAccessibility.isReduceMotionEnabled { showPlusOne() }`):
    /// the function's animations never play with the setting on.
    static func everyCallChecked(
        around node: some SyntaxProtocol, in file: SourceFile, names: [String], index: ProjectIndex
    ) -> Bool {
        guard let function = node.ancestor(FunctionDeclSyntax.self) else { return false }
        return everyCallChecked(function, in: file, names: names, index: index, depth: 0)
    }

    private static func everyCallChecked(
        _ function: FunctionDeclSyntax, in file: SourceFile, names: [String], index: ProjectIndex, depth: Int
    ) -> Bool {
        let calls = callers(of: function, in: file)
        return !calls.isEmpty
            && calls.allSatisfy { call in
                if ReduceMotionChecks.isUnderCheck(call, names: names, index: index) { return true }
                guard depth < 1, let outer = call.ancestor(FunctionDeclSyntax.self) else { return false }
                return everyCallChecked(outer, in: file, names: names, index: index, depth: depth + 1)
            }
    }

    /// The calls of `function` in the file, by its name (any labels: a call may leave out a default);
    /// none unless it is private (or file-private), so the file holds every call, and every other
    /// mention of the name is a call (a `#selector` or a reference handed on could run it anywhere).
    static func callers(of function: FunctionDeclSyntax, in file: SourceFile) -> [FunctionCallExprSyntax] {
        guard function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else {
            return []
        }
        let name = function.name.text
        let calls = file.functionCalls.filter { calledName($0) == name && !function.range.contains($0.position) }
        let called = Set(calls.map { $0.calledExpression.id })
        let mentions = file.identifierTokens(named: name).filter { $0.id != function.name.id }
        for mention in mentions {
            var node = Syntax(mention)
            while let parent = node.parent, !parent.is(FunctionCallExprSyntax.self),
                !parent.is(CodeBlockItemSyntax.self)
            {
                node = parent
            }
            guard called.contains(node.id) else { return [] }
        }
        return calls
    }

    /// `flyStar(…)`, `Self.flyStar(…)`: the name a call runs.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The innermost `if` around `call`, in the same function, whose body holds it and whose
    /// condition tests a switch for animation as it is (not negated).
    private static func switchedIf(around call: FunctionCallExprSyntax) -> IfExprSyntax? {
        var current = Syntax(call)
        while let parent = current.parent, !parent.is(FunctionDeclSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), current.id == ifExpression.body.id,
                ifExpression.conditions.contains(where: isAnimationSwitch)
            {
                return ifExpression
            }
            current = parent
        }
        return nil
    }

    /// `Settings.animatePlusOne`, `animated`: a condition that holds when the app animates.
    private static func isAnimationSwitch(_ condition: ConditionElementSyntax) -> Bool {
        let text = condition.condition.trimmedDescription
        guard !text.hasPrefix("!"), !text.contains("== false"), !text.contains("!= true") else { return false }
        return condition.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            return !Set(ReadableName.words(of: name).map { $0.lowercased() }).isDisjoint(with: switchWords)
        }
    }

    /// `, !UIAccessibility.isReduceMotionEnabled` after the last condition of each `if`.
    static func edits(joining flag: String, to sites: [IfExprSyntax]) -> [TextEdit] {
        sites.compactMap { site in
            site.conditions.last.map {
                .insert(", !\(flag)", at: $0.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
    }
}
