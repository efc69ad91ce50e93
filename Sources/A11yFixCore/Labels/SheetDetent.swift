import A11yFixSyntax
import SwiftSyntax

/// A button that sets the detent a sheet is shown at (`selection = .large`, where the file binds
/// `.presentationDetents(…, selection: $selection)` or declares it a `PresentationDetent`): going to
/// `.large` expands the sheet, going to a smaller detent collapses it. The case is no word a person
/// says (judged on unseen apps: a grabber chevron setting `.large` was left for a person to name).
enum SheetDetent {
    static func phrase(of action: ExprSyntax, in file: SourceFile) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return nil }
        if let call = body.as(FunctionCallExprSyntax.self), let inner = call.trailingClosure,
            ["withAnimation", "withTransaction"].contains(call.calleeName ?? "")
        {
            return phrase(of: ExprSyntax(inner), in: file)
        }
        guard let target = body.assignmentTarget, let value = body.assignedValue?.trimmedText else { return nil }
        let phrase: String
        if value == ".large" {
            phrase = "Expand"
        } else if value == ".medium" || value.hasPrefix(".height(") || value.hasPrefix(".fraction(") {
            phrase = "Collapse"
        } else {
            return nil
        }
        let written = target.trimmedText
        let name = written.hasPrefix("self.") ? String(written.dropFirst("self.".count)) : written
        return isDetent(name, in: file) ? phrase : nil
    }

    /// Whether the file binds `name` as a sheet's detent selection or declares it a `PresentationDetent`.
    private static func isDetent(_ name: String, in file: SourceFile) -> Bool {
        let bound = file.functionCalls.contains { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "presentationDetents"
                && (call.argument(labeled: "selection").map {
                    ["$" + name, "self.$" + name].contains($0.expression.trimmedText)
                } ?? false)
        }
        if bound { return true }
        return file.tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon,
                let type = token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
            else { return false }
            return type.text == "PresentationDetent"
        }
    }
}
