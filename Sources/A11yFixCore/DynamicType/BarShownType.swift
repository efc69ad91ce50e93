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

    /// Code inside a view class that reads `traitCollection.tabAccessoryEnvironment`: it lays itself
    /// out for a tab bar accessory (`UITabAccessory(contentView:)`), a bar whose height the system
    /// fixes, so its text sits in the bar's height (judged on apps never tuned on: a mini player's
    /// title pinned between fixed anchors of a 48 pt accessory, scaled and clipped).
    static func laysOutForTabAccessory(_ node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        guard file.containsText("tabAccessoryEnvironment") else { return false }
        var current = node.parent
        var outermost: String?
        while let candidate = current {
            if let type = candidate.as(ClassDeclSyntax.self) { outermost = type.name.text }
            if let type = candidate.as(ExtensionDeclSyntax.self) { outermost = type.extendedType.trimmedText }
            current = candidate.parent
        }
        guard let type = outermost else { return false }
        // The class, or an extension of it in the same file.
        return file.memoized("BarShownType.tabAccessory.\(type)") {
            file.tree.statements.contains { statement in
                let group =
                    statement.item.as(ClassDeclSyntax.self).map { ($0.name.text, Syntax($0)) }
                    ?? statement.item.as(ExtensionDeclSyntax.self).map { ($0.extendedType.trimmedText, Syntax($0)) }
                guard let (name, syntax) = group, name == type else { return false }
                return syntax.tokens(viewMode: .sourceAccurate).contains { $0.text == "tabAccessoryEnvironment" }
            }
        }
    }
}
