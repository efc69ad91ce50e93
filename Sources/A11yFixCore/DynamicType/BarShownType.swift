import SwiftSyntax

/// Code inside a view class that another file shows in a bar (`navigationItem.titleView =
/// ChatTitleView()`, by the project index): its text sits in the bar's fixed height.
enum BarShownType {
    static func contains(_ node: some SyntaxProtocol, index: ProjectIndex) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(ClassDeclSyntax.self) { return index.isShownInBar(type.name.text) }
            current = candidate.parent
        }
        return false
    }
}
