import A11yFixSyntax
import SwiftSyntax

/// A Core Animation animation the same function adds to a layer (`let slide =
/// CASpringAnimation(keyPath: "position")`, then `thumbLayer.add(slide, forKey: "position")`)
/// that moves it: it runs on its own clock, which no view or context duration times. Gating only
/// the block beside it would leave the layer sliding while what rides on it jumps ahead (judged on
/// apps never tuned on: an icon that jumped ahead of its springing thumb). Both are skipped under
/// Reduce Motion by hand.
enum CoreAnimationBeside {
    static let animationTypes: Set<String> = [
        "CABasicAnimation", "CASpringAnimation", "CAKeyframeAnimation", "CAAnimationGroup",
    ]
    /// Key paths that only restyle a layer: an animation of one moves nothing.
    static let restylingWords = ["opacity", "color", "Color", "shadow", "border", "strokeEnd", "strokeStart"]

    /// The name of a moving Core Animation animation that the function around `node` adds to a
    /// layer outside any check of the setting; nil when there is none.
    static func movingAnimation(besides node: Syntax) -> String? {
        guard let function = node.ancestor(FunctionDeclSyntax.self), let body = function.body,
            body.trimmedText.contains("CA"), body.trimmedText.contains(".add(")
        else { return nil }
        var moving: Set<String> = []
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    let type = call.calleeName, animationTypes.contains(type)
                else { continue }
                let keyPath = call.argument(labeled: "keyPath")?.expression.stringLiteralValue
                if let keyPath, restylingWords.contains(where: keyPath.contains) { continue }
                moving.insert(name)
            }
        }
        guard !moving.isEmpty else { return nil }
        final class Adds: SyntaxVisitor {
            let names: Set<String>
            var found: String?
            init(names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil,
                    node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "add",
                    node.arguments.count == 2, node.arguments.last?.label?.text == "forKey",
                    let added = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    names.contains(added),
                    !ReduceMotionChecks.isUnderCheck(node, names: ReduceMotionGate.settingNames)
                else { return .visitChildren }
                found = added
                return .skipChildren
            }
        }
        let adds = Adds(names: moving)
        adds.walk(body)
        return adds.found
    }
}
