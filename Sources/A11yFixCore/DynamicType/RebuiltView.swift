import A11yFixSyntax
import SwiftSyntax

/// A view made afresh on every appearance, layout or reload pass: a local label built in
/// `viewWillAppear`, `layoutSubviews` or `update…`, or returned by a data source's `…viewFor…`
/// method (which `reloadData` calls again). It is sized anew with the current text size each
/// time, so telling the user to resize it live when the text size changes is noise (judged on
/// real apps: a settings footer rebuilt in every `viewWillAppear`, pie labels rebuilt on every
/// `reloadData`).
enum RebuiltView {
    static let passNames: Set<String> = [
        "viewWillAppear", "viewDidAppear", "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "updateUIView", "updateNSView", "traitCollectionDidChange",
    ]
    static let passPrefixes = ["update", "reload", "refresh"]
    /// Argument labels of data source methods that hand out a view per item on every reload.
    static let dataSourceLabels = ["viewFor", "cellFor"]

    /// The pass that makes `receiver` again ("viewWillAppear(_:)"), when it is a local of that
    /// function; nil otherwise.
    static func pass(making receiver: String, statement: CodeBlockItemSyntax) -> String? {
        // Made here: a local bound to a new view (`let buildLabel = UILabel(frame: …)`).
        guard let name = TextViewSizing.plainName(receiver),
            LocalNames.binding(of: name, before: Syntax(statement))?.initializer?.value.is(FunctionCallExprSyntax.self)
                == true,
            let function = Syntax(statement).ancestor(FunctionDeclSyntax.self),
            TextViewSizing.enclosingBody(of: Syntax(statement))?.id == Syntax(function).id
        else { return nil }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
        let functionName = function.name.text
        let isPass =
            passNames.contains(functionName) || passPrefixes.contains { functionName.hasPrefix($0) }
            || labels.contains { label in dataSourceLabels.contains { label.hasPrefix($0) } }
        guard isPass else { return nil }
        return "\(functionName)(\(labels.map { "\($0):" }.joined()))"
    }
}
