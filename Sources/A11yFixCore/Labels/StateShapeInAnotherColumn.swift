import A11yFixSyntax
import SwiftSyntax

/// A plain shape a table column shows under a condition, where another column of the same row shows
/// words under the same condition:
///
///     TableColumn("") { client in if server.isConnected(client.id) { Image(systemName: "circle.fill") } }
///     TableColumn("Status") { client in if server.isConnected(client.id) { Text("Connected") } … }
///
/// VoiceOver reads a table row cell by cell, so the dot ("circle") repeats what the Status cell
/// says: image-decorative hides it, image-label asks for no label (judged on apps never tuned on).
enum StateShapeInAnotherColumn {
    /// The text another column shows under the condition that shows the shape, as written.
    static func text(for chain: ModifierChain, symbol: String) -> String? {
        guard StateShapeBesideWords.isPlainShape(symbol),
            let statements = chain.outermost.parent?.parent?.as(CodeBlockItemListSyntax.self), statements.count == 1,
            let branch = statements.parent?.parent?.as(IfExprSyntax.self),
            branch.body.statements.id == statements.id,
            let column = enclosingCall(of: Syntax(branch), named: "TableColumn"),
            let table = enclosingCall(of: Syntax(column), named: "Table")
        else { return nil }
        let condition = branch.conditions.trimmedText
        for other in calls(in: Syntax(table), named: "TableColumn") where other.id != column.id {
            for shown in descendants(of: Syntax(other), as: IfExprSyntax.self)
            where shown.conditions.trimmedText == condition {
                let texts = calls(in: Syntax(shown.body), named: "Text")
                if let text = texts.first(where: ImageDecorative.isFixedWords) { return text.trimmedText }
            }
        }
        return nil
    }

    /// The nearest call named `name` around `node`, within its type member.
    private static func enclosingCall(of node: Syntax, named name: String) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let next = current, !next.is(MemberBlockSyntax.self) {
            if let call = next.as(FunctionCallExprSyntax.self), call.calleeName == name { return call }
            current = next.parent
        }
        return nil
    }

    private static func calls(in root: Syntax, named name: String) -> [FunctionCallExprSyntax] {
        descendants(of: root, as: FunctionCallExprSyntax.self).filter { $0.calleeName == name }
    }

    private static func descendants<T: SyntaxProtocol>(of root: Syntax, as type: T.Type) -> [T] {
        var found: [T] = []
        var pending = [root]
        while let node = pending.popLast() {
            if let match = node.as(type) { found.append(match) }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return found
    }
}
