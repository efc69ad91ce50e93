import SwiftSyntax

/// A widget view that holds text at its ideal width (`.fixedSize(horizontal: true, …)`, the usual
/// guard against truncation) in a canvas of fixed size: text that grows there overflows the
/// widget instead of wrapping, so its fonts stay one size.
enum WidgetTruncationGuard {
    /// `.fixedSize()` or `.fixedSize(horizontal: true, …)` around text in a widget view: a type or
    /// file named for a widget, or a file in a widget extension's folder (`Loop Widget Extension/`).
    static func holds(_ modifier: FunctionCallExprSyntax, around node: some SyntaxProtocol, in file: SourceFile)
        -> Bool
    {
        let horizontal = modifier.argument(labeled: "horizontal")?.expression.trimmedText
        guard modifier.arguments.isEmpty || horizontal == "true" else { return false }
        return FixedTextLayout.isInWidgetView(node, in: file) || isInWidgetExtension(file.path)
    }

    /// A folder named for a widget extension target: `StatusWidgetExtension`, `Loop Widget Extension`.
    static func isInWidgetExtension(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let lowered = folder.lowercased()
            return lowered.contains("widget") && lowered.contains("extension")
        }
    }
}
