import A11yFixSyntax
import SwiftSyntax

/// `.onAnimationCompleted(for: angle) { refresh() }`: a project modifier (an `Animatable`
/// modifier whose `animatableData` observer fires as the animation reaches its end) that runs an
/// action when the animation of a value ends. With the animation gated to nil the value jumps and
/// the observer may never see the end, so the action may never run (judged on real apps: a
/// refresh button that would stay stuck). Such an animation is reported, not gated.
enum CompletionObserver {
    /// The observing modifier's name for a state among `names`, nil when none observes them.
    static func observer(of names: [String], in file: SourceFile) -> String? {
        guard file.containsAny("AnimationComplet", "AnimationEnd", "AnimationFinish") else { return nil }
        for call in file.functionCalls {
            guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                name.hasPrefix("on"),
                ["AnimationComplet", "AnimationEnd", "AnimationFinish"].contains(where: name.contains),
                let observed = call.arguments.first.flatMap({ ScreenChanges.stateName($0.expression) }),
                names.contains(observed)
            else { continue }
            return name
        }
        return nil
    }
}
