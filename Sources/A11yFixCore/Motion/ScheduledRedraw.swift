import A11yFixSyntax
import SwiftSyntax

/// A `TimelineView(.animation)` that only steps what it shows, as a `.periodic` schedule does: its
/// redraws change text in place or come too seldom to be smooth motion. Pausing it under Reduce
/// Motion would freeze the content (a clock, a lyric line) and stop nothing that moves.
enum ScheduledRedraw {
    /// `.animation(minimumInterval: 0.25)`: a timeline that redraws at most five times a second
    /// steps its content on a schedule, as `.periodic` does (a lyric line, a clock), and drives no
    /// smooth motion; pausing it would freeze what it shows (judged on apps never tuned on).
    static func stepsOnASchedule(_ schedule: ExprSyntax) -> Bool {
        guard
            let interval = schedule.as(FunctionCallExprSyntax.self)?.argument(labeled: "minimumInterval")?
                .expression.numberLiteralValue
        else { return false }
        return interval >= 0.2
    }

    /// `TimelineView(.animation) { context in Text(context.date, style: .time) }`: the date is only
    /// written as text (a clock, a countdown), which changes in place; pausing it would stop the
    /// clock, and nothing moves to stop.
    static func onlyWritesText(_ timeline: FunctionCallExprSyntax) -> Bool {
        guard let content = timeline.trailingClosure, let context = closureParameter(content) else {
            return false
        }
        let reads = content.statements.tokens(viewMode: .sourceAccurate).filter {
            $0.tokenKind == .identifier(context) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
        }
        return !reads.isEmpty
            && reads.allSatisfy { read in
                var node = Syntax(read)
                while let parent = node.parent, parent.id != content.id {
                    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                        if call.calleeName == "Text" { return true }
                        if !ViewCallNames.conversions.contains(call.calleeName ?? "") { return false }
                    }
                    if parent.is(CodeBlockItemSyntax.self) { return false }
                    node = parent
                }
                return false
            }
    }

    /// The single parameter's name of `{ context in … }`.
    static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case let .simpleInput(names)? where names.count == 1: return names.first?.name.text
        case let .parameterClause(clause)? where clause.parameters.count == 1:
            return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        default: return nil
        }
    }
}
