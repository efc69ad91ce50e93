import A11yFixSyntax
import SwiftSyntax

/// SwiftUI animations too short or too stiff for anyone to perceive as motion. Judged on
/// real apps: 0.1 s linear animations that settle a row or keep a log scrolled to its end were
/// gated as motion, and so was a spring with no response time (a jump).
enum ShortAnimation {
    /// The longest literal duration still read as a technical smoothing, in seconds.
    static let technicalDuration = 0.15
    /// Animations that overshoot or bounce whatever their duration.
    static let springs: Set<String> = [
        "spring", "interactiveSpring", "interpolatingSpring", "bouncy", "snappy", "smooth",
    ]
    /// Modifiers that make an animation last longer than its `duration:` says.
    static let lengthening: Set<String> = ["speed", "repeatCount", "repeatForever"]

    /// `.linear(duration: 0.1)`, `.easeOut(duration: 0.15).delay(1)`: a literal duration of
    /// 0.15 s or less, not a spring, not slowed down or repeated.
    static func isTechnical(_ expression: ExprSyntax) -> Bool {
        let (root, modifiers) = parts(of: expression)
        guard let root = root.as(FunctionCallExprSyntax.self),
            let duration = root.argument(labeled: "duration").flatMap({ constantValue(of: $0.expression) }),
            duration <= technicalDuration
        else { return false }
        let names = [rootName(root)] + modifiers
        return !names.contains { springs.contains($0) || lengthening.contains($0) }
    }

    /// The animation an expression starts from and the names of the modifiers after it, also when
    /// spelled with its type: `Animation.easeIn(duration: 0.1).delay(1)` starts from
    /// `.easeIn(duration: 0.1)`, as `.easeIn(duration: 0.1).delay(1)` does.
    static func parts(of expression: ExprSyntax) -> (root: ExprSyntax, modifiers: [String]) {
        let chain = ModifierChain(endingAt: expression)
        if ["Animation", "SwiftUI.Animation"].contains(chain.root.trimmedText), let first = chain.modifiers.first {
            return (
                first.call.map(ExprSyntax.init) ?? ExprSyntax(first.member), chain.modifiers.dropFirst().map(\.name)
            )
        }
        return (chain.root, chain.modifiers.map(\.name))
    }

    /// A number literal, or a constant the file declares once with one (`duration: Constants.fade`
    /// for `static let fade = 0.1`; judged on real apps: 0.1 s press feedback in button styles).
    static func constantValue(of expression: ExprSyntax) -> Double? {
        if let value = expression.numberLiteralValue { return value }
        guard
            let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        final class Finder: SyntaxVisitor {
            let name: String
            var values: [Double?] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    values.append(node.initializer?.value.numberLiteralValue)
                }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(expression.root)
        guard finder.values.count == 1 else { return nil }
        return finder.values[0]
    }

    /// `.spring(response: 0, …)`: a spring with no response time reaches its end at once.
    static func isInstantSpring(_ expression: ExprSyntax) -> Bool {
        guard let root = parts(of: expression).root.as(FunctionCallExprSyntax.self),
            springs.contains(rootName(root))
        else { return false }
        return root.argument(labeled: "response")?.expression.numberLiteralValue == 0
            || root.argument(labeled: "duration")?.expression.numberLiteralValue == 0
    }

    /// `.spring` in `.spring(…)` and `Animation.spring(…)`.
    private static func rootName(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName ?? ""
    }
}
