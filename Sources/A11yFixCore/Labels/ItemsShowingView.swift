import A11yFixSyntax
import SwiftSyntax

/// The bar items a button is the view of (`item.view = button`), for the labels that come from
/// the item: a toolbar item's label, a Touch Bar item's customization label.
enum ItemsShowingView {
    /// The receivers (`item` in `item.view = button`) of `scope`, in source order.
    static func receivers(of button: String, in scope: CodeBlockItemListSyntax) -> [String] {
        scope.compactMap { item in
            guard let expression = item.item.as(ExprSyntax.self), let target = expression.assignmentTarget,
                target.trimmedText.hasSuffix(".view"),
                expression.as(SequenceExprSyntax.self)?.elements.last?.trimmedText == button
            else { return nil }
            return String(target.trimmedText.dropLast(".view".count))
        }
    }
}
