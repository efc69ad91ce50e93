import A11yFixSyntax
import SwiftSyntax

/// UIKit text held at a constant height by what it sits in: a container view of constant height
/// it is added to, or a table whose rows have a constant height. A larger font there is clipped
/// or spills over the next row, which is why scaling it alone is the wrong fix.
enum FixedHeightContainer {
    static let addingMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview",
    ]

    /// The view `name` is added to (`container.addSubview(name)`, `stack.addArrangedSubview(name)`,
    /// `let stack = UIStackView(arrangedSubviews: [name, …])`) and the constant height that view
    /// is held at, in the same type or body.
    static func container(of name: String, at node: Syntax, in file: SourceFile) -> (String, String)? {
        let scope = node.ancestor(MemberBlockSyntax.self).map(Syntax.init) ?? Syntax(file.tree)
        for (container, place) in containers(of: name, in: scope, file: file) {
            if let held = TextViewSizing.ownHeight(of: container, at: place, in: file) { return (container, held) }
        }
        return nil
    }

    /// The views `name` is added to within `scope`, each with the place that adds it.
    static func containers(of name: String, in scope: Syntax, file: SourceFile) -> [(String, Syntax)] {
        guard file.containsAny("addSubview", "addArrangedSubview", "insertSubview", "arrangedSubviews:") else {
            return []
        }
        var found: [(String, Syntax)] = []
        for call in file.functionCalls where call.position >= scope.position && call.endPosition <= scope.endPosition {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                addingMethods.contains(member.declName.baseName.text),
                let added = call.arguments.first?.expression, TextViewSizing.plainName(added.trimmedText) == name,
                let base = member.base, let container = TextViewSizing.plainName(base.trimmedText), container != name
            {
                found.append((container, Syntax(call)))
            }
            // `let stack = UIStackView(arrangedSubviews: [upperLabel, lowerLabel])`.
            if let views = call.argument(labeled: "arrangedSubviews")?.expression.as(ArrayExprSyntax.self),
                views.elements.contains(where: { TextViewSizing.plainName($0.expression.trimmedText) == name }),
                let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let container = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                found.append((container, Syntax(call)))
            }
        }
        return found
    }

    /// The statement that fixes the row height of the table the receiver's cell is in, when the
    /// receiver is in a `UITableViewCell` subclass, or is a configured cell's label
    /// (`cell.textLabel?`), and the file sets a constant `rowHeight` or returns only constants
    /// from `tableView(_:heightForRowAt:)`.
    static func rowHeight(around receiver: String, at node: Syntax, in file: SourceFile) -> String? {
        guard file.containsAny("rowHeight", "heightForRowAt"), isInTableCell(receiver, at: node) else { return nil }
        // Memoized as an array: a memo of an optional type reads a missing entry as nil.
        return file.memoized("FixedHeightContainer.rowHeight") { [constantRowHeight(in: file)] }.first ?? nil
    }

    static func isInTableCell(_ receiver: String, at node: Syntax) -> Bool {
        if receiver.hasPrefix("cell.") || receiver.hasPrefix("cell?.") { return true }
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.contains {
                    $0.type.trimmedText.hasSuffix("TableViewCell")
                } ?? false
            }
            current = candidate.parent
        }
        return false
    }

    static func constantRowHeight(in file: SourceFile) -> String? {
        // `tableView.rowHeight = 44`.
        for sequence in descendants(SequenceExprSyntax.self, of: file.tree) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[0].trimmedText == "rowHeight" || elements[0].trimmedText.hasSuffix(".rowHeight"),
                FixedTextLayout.isConstant(elements[2]),
                elements[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text != "automaticDimension"
            else { continue }
            return sequence.singleLineText
        }
        // `func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }`.
        for function in descendants(FunctionDeclSyntax.self, of: file.tree) where function.name.text == "tableView" {
            guard
                function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "heightForRowAt" }
                ),
                let body = function.body
            else { continue }
            let returns = descendants(ReturnStmtSyntax.self, of: body).compactMap(\.expression)
            let values = returns.isEmpty ? body.statements.compactMap { $0.item.as(ExprSyntax.self) } : returns
            if !values.isEmpty, values.allSatisfy(FixedTextLayout.isConstant) {
                return "tableView(_:heightForRowAt:) returning \(values[0].trimmedText)"
            }
        }
        return nil
    }

    /// A visual-format string that gives `name` a constant height: `"V:|-[label(20)]-|"`.
    static func visualFormatHeight(of name: String, in scope: Syntax) -> String? {
        for literal in descendants(StringLiteralExprSyntax.self, of: scope) {
            let text = literal.segments.trimmedText
            guard text.hasPrefix("V:"), let range = text.range(of: "[\(name)(") else { continue }
            let size = text[range.upperBound...].prefix { $0 != ")" }
            let number = size.drop { "=<".contains($0) }
            if !number.isEmpty, number.allSatisfy(\.isNumber) { return "\"\(text)\"" }
        }
        return nil
    }

    /// Every node of `type` under `root`, in source order.
    static func descendants<Node: SyntaxProtocol>(_ type: Node.Type, of root: some SyntaxProtocol) -> [Node] {
        var found: [Node] = []
        var stack = [Syntax(root)]
        while let node = stack.popLast() {
            if let match = node.as(Node.self) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
