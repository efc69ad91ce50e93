import A11yFixSyntax
import SwiftSyntax

/// A button that sets the visibility a `NavigationSplitView(columnVisibility: $visibility)` binds:
/// `visibility = .detailOnly` hides the sidebar, `.all` and `.doubleColumn` show it. The words are
/// those of SwiftUI's own sidebar button ("Hide Sidebar", "Show Sidebar"), never the case's name.
enum SplitViewVisibility {
    /// `.automatic` after a button that hid the sidebar brings it back: the system's "Show Sidebar".
    static let phrases = [
        ".detailOnly": "Hide sidebar", ".all": "Show sidebar", ".doubleColumn": "Show sidebar",
        ".automatic": "Show sidebar",
    ]

    static func phrase(of action: ExprSyntax, in file: SourceFile) -> String? {
        // `withAnimation { columnVisibility = .detailOnly }`: what the animation wraps.
        if let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item, let call = body.as(FunctionCallExprSyntax.self),
            ["withAnimation", "withTransaction"].contains(call.calleeName ?? ""), let inner = call.trailingClosure
        {
            return phrase(of: ExprSyntax(inner), in: file)
        }
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item, let target = body.assignmentTarget,
            let value = body.as(SequenceExprSyntax.self)?.elements.last?.trimmedText, let phrase = phrases[value]
        else { return nil }
        let written = target.trimmedText
        let bound = "$" + (written.hasPrefix("self.") ? String(written.dropFirst("self.".count)) : written)
        let isSplitVisibility = file.functionCalls.contains { call in
            call.calleeName == "NavigationSplitView"
                && call.argument(labeled: "columnVisibility")?.expression.trimmedText == bound
        }
        return isSplitVisibility ? phrase : nil
    }
}
