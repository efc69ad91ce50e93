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

    /// `bar.setProgress(1, animated: false)` (or `bar.progress = 1`), then `UIView.animate(withDuration:
    /// remaining) { bar.layoutIfNeeded() }`: the layout pass plays the progress view's fill, over the
    /// time a countdown has left. The fill is the information (a zero duration jumps it to full);
    /// nothing travels (judged on real apps: a one-time code's countdown bar gated).
    static func laysOutSetProgress(_ animations: ClosureExprSyntax, before call: FunctionCallExprSyntax) -> Bool {
        guard let function = call.ancestor(FunctionDeclSyntax.self), let body = function.body,
            !animations.statements.isEmpty
        else { return false }
        let before = body.position.utf8Offset..<call.position.utf8Offset
        for statement in animations.statements {
            guard let pass = statement.expression?.as(FunctionCallExprSyntax.self), pass.arguments.isEmpty,
                let member = pass.calledExpression.as(MemberAccessExprSyntax.self),
                FadeOnlyAnimation.layoutPassNames.contains(member.declName.baseName.text), let bar = member.base
            else { return false }
            let name = bar.trimmedText.hasPrefix("self.") ? String(bar.trimmedText.dropFirst(5)) : bar.trimmedText
            let setsProgress = body.statements.contains { item in
                guard before.contains(item.position.utf8Offset), let expression = item.expression else { return false }
                let text = expression.trimmedText
                let written = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
                return written.hasPrefix(name + ".setProgress(") || written.hasPrefix(name + ".progress =")
                    || written.hasPrefix(name + ".progress=")
            }
            guard setsProgress else { return false }
        }
        return true
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
