import A11yFixSyntax
import SwiftSyntax

/// `func setProgress(_ progress: Float, animated: Bool) { UIView.animate(…) { var frame = bar.frame;
/// frame.size.width = CGFloat(progress) * bounds.width; bar.frame = frame } }`: a bar whose width
/// follows a progress value fills in place, as a `UIProgressView`'s `setProgress(_:animated:)` does;
/// nothing travels (judged on real apps: a web page's loading bar gated, which only made it jump).
enum ProgressBarWidth {
    /// Whether `animations`, run in `function`, only widens or narrows views to a progress value.
    static func fills(_ animations: ClosureExprSyntax, in function: FunctionDeclSyntax?) -> Bool {
        guard let function, saysProgress(function) else { return false }
        let text = animations.statements.trimmedText
        // Only a width: a height, an origin, a centre or a transform moves the bar itself.
        guard text.includes("width"),
            !["height", "origin", "center", "transform", "x:", "y:"].contains(where: text.includes)
        else { return false }
        var writes = 0
        for statement in animations.statements {
            if statement.item.is(VariableDeclSyntax.self) || statement.item.is(GuardStmtSyntax.self) { continue }
            // `layoutIfNeeded()`, `self.track.layoutIfNeeded()`: the pass that widens a constrained bar.
            if let call = statement.expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                FadeOnlyAnimation.layoutPassNames.contains(
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
                        ?? "")
            {
                continue
            }
            guard let expression = statement.expression, let write = Write(expression), write.operation == .assignment,
                let last = write.pathNames.last, sizeNames.contains(last)
            else { return false }
            writes += 1
        }
        return writes > 0
    }

    /// What a bar's width is written through: its frame or bounds, a local frame's width, a
    /// width constraint's constant.
    static let sizeNames: Set<String> = ["frame", "bounds", "width", "size", "constant"]

    /// `setProgress(_:animated:)`, `updateProgress(to:)`, or a parameter named for progress.
    private static func saysProgress(_ function: FunctionDeclSyntax) -> Bool {
        if function.name.text.lowercased().contains("progress") { return true }
        return function.signature.parameterClause.parameters.contains {
            ($0.secondName ?? $0.firstName).text.lowercased().contains("progress")
        }
    }
}
