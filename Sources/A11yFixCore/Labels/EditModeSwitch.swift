import A11yFixSyntax
import SwiftSyntax

/// A button that sets SwiftUI's edit mode: `editMode = .inactive` ends editing, `.active` starts it.
/// The words are those of SwiftUI's own `EditButton` ("Done", "Edit"), never the case's name
/// (judged on unseen apps: a checkmark ending edit mode was reported as standing for several actions).
enum EditModeSwitch {
    static let phrases = [".inactive": "Done", ".active": "Edit"]

    static func phrase(of action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), case let statements = ActionName.statements(of: closure),
            statements.count == 1, case let .expr(body) = statements.first!.item
        else { return nil }
        // `withAnimation { editMode = .inactive }`: what the animation wraps.
        if let call = body.as(FunctionCallExprSyntax.self),
            ["withAnimation", "withTransaction"].contains(
                call.calleeName ?? ""), let inner = call.trailingClosure
        {
            return phrase(of: ExprSyntax(inner))
        }
        guard let target = body.assignmentTarget, let value = body.assignedValue?.trimmedText,
            let phrase = phrases[value]
        else { return nil }
        // `editMode`, `self.editMode`, `editMode?.wrappedValue` (the environment's binding).
        var written = target.trimmedText
        for suffix in ["?.wrappedValue", ".wrappedValue"] where written.hasSuffix(suffix) {
            written = String(written.dropLast(suffix.count))
        }
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return name.lowercased().hasSuffix("editmode") ? phrase : nil
    }
}
