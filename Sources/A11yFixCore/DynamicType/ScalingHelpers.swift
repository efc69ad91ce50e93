import A11yFixSyntax
import SwiftSyntax

/// Functions and properties declared in the file whose bodies scale a size
/// (`UIFontMetrics…scaledValue(for:)`, a preferred font's `pointSize`, a size per
/// `preferredContentSizeCategory`): what the project index
/// knows across files, for this file alone (standard input, a file outside the run).
enum ScalingHelpers {
    static func names(in file: SourceFile) -> Set<String> {
        guard file.containsAny("scaledValue", "preferredFont", "ContentSizeCategory") else { return [] }
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                // `func headerSize(for category: UIContentSizeCategory) -> CGFloat`: a table of sizes.
                if let body = node.body, scales(body) || node.signature.trimmedText.includes("UIContentSizeCategory") {
                    names.insert(node.name.text)
                }
                return .visitChildren
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let body = node.accessorBlock.map(Syntax.init) ?? node.initializer.map(Syntax.init), scales(body)
                {
                    names.insert(name)
                }
                return .visitChildren
            }
            func scales(_ body: some SyntaxProtocol) -> Bool {
                let text = body.trimmedText
                // A size chosen per content size category follows the setting by the project's own table.
                return (text.includes("UIFontMetrics") && text.includes("scaledValue"))
                    || (text.includes("preferredFont") && text.includes("pointSize"))
                    || text.includes("preferredContentSizeCategory") || text.includes("UIContentSizeCategory")
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.names
    }
}
