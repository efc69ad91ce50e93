import A11yFixSyntax
import SwiftSyntax

/// The one button of an alert or confirmation dialog that carries the action out, which names
/// what the control that asks does: `Alert(…, primaryButton: .destructive(Text("Delete")) { … },
/// secondaryButton: .cancel())`, or `.alert("…", isPresented: $flag) { Button("Delete", role:
/// .destructive) { … }; Button("Cancel", role: .cancel) {} }`. None when several buttons act.
enum ConfirmingButton {
    /// The confirming button's title as Swift code, from a presenting `.alert`/`.confirmationDialog` call.
    static func title(in presenter: FunctionCallExprSyntax) -> String? {
        guard let content = presenter.trailingClosure ?? presenter.closure(labeled: "actions") else { return nil }
        var titles: [String] = []
        var unknown = false
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if call.calleeName == "Alert" {
                    // The older API: the primary button acts when the secondary one cancels.
                    guard
                        call.argument(labeled: "secondaryButton")?.expression.trimmedText.hasPrefix(".cancel") == true,
                        let primary = call.argument(labeled: "primaryButton")?.expression
                    else {
                        unknown = true
                        return
                    }
                    if let title = buttonTitle(primary) { titles.append(title) } else { unknown = true }
                    return
                }
                if call.calleeName == "Button" {
                    let role = call.argument(labeled: "role")?.expression.trimmedText
                    guard role != ".cancel" else { return }
                    if let first = call.arguments.first, first.label == nil,
                        let words = LabelText.writtenWords(first.expression)
                    {
                        titles.append(words.code)
                    } else if let words = ActionTitles.labelClosureTitle(of: call) {
                        // `Button(role: .destructive) { … } label: { Text("End Exercise") }`.
                        titles.append(words)
                    } else {
                        unknown = true
                    }
                    return
                }
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(content))
        return !unknown && titles.count == 1 ? titles[0] : nil
    }

    /// `.destructive(Text("Delete")) { … }`, `.default(Text(key))`: the words of an `Alert.Button`.
    private static func buttonTitle(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            kind == "default" || kind == "destructive",
            let text = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
            let first = text.arguments.first, first.label == nil
        else { return nil }
        return LabelText.writtenWords(first.expression)?.code
    }
}
