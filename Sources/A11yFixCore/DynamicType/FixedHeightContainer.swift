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
    /// `let stack = UIStackView(arrangedSubviews: [name, …])`, `self.stack = UIStackView(…)`) and the
    /// constant height that view is held at, in the same type or body.
    static func container(of name: String, at node: Syntax, in file: SourceFile) -> (String, String)? {
        let scope = node.ancestor(MemberBlockSyntax.self).map(Syntax.init) ?? Syntax(file.tree)
        for (container, place) in containers(of: name, in: scope, file: file) {
            if let held = TextViewSizing.ownHeight(of: container, at: place, in: file) { return (container, held) }
        }
        return nil
    }

    /// The views `name` is added to within `scope`, each with the place that adds it.
    static func containers(of name: String, in scope: Syntax, file: SourceFile) -> [(String, Syntax)] {
        guard
            file.containsAny("addSubview", "addArrangedSubview", "insertSubview", "arrangedSubviews:", "contentView =")
        else {
            return []
        }
        var found: [(String, Syntax)] = []
        // `shimmeringView.contentView = label`: a view that shows the label as its content, in its own bounds.
        if file.containsText("contentView =") {
            for sequence in file.descendants(SequenceExprSyntax.self, of: scope) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let target = elements[0].as(MemberAccessExprSyntax.self),
                    target.declName.baseName.text == "contentView", let base = target.base,
                    TextViewSizing.plainName(elements[2].trimmedText) == name,
                    let container = TextViewSizing.plainName(base.trimmedText), container != name
                else { continue }
                found.append((container, Syntax(sequence)))
            }
        }
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
                let container = AssignedName.of(call)
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
        return file.memoized("FixedHeightContainer.rowHeight") { constantRowHeight(in: file) }
    }

    /// The statement that fixes the item height of the collection the receiver's cell is in, when
    /// the receiver is in a `UICollectionViewCell` subclass and the file gives its flow layout a
    /// constant item height (`layout.itemSize = CGSize(width: side, height: 140)`, or
    /// `collectionView(_:layout:sizeForItemAt:)` returning only such sizes) and no estimated size
    /// that would let cells size themselves (judged on real apps: a contributor grid of 140 pt cells
    /// whose single-line names spill out at large text sizes).
    static func itemHeight(around receiver: String, at node: Syntax, in file: SourceFile) -> String? {
        guard file.containsAny("itemSize", "sizeForItemAt"), !file.containsText("estimatedItemSize"),
            isInCell(at: node, named: "CollectionViewCell")
        else { return nil }
        return file.memoized("FixedHeightContainer.itemHeight") { constantItemHeight(in: file) }
    }

    private static func isInCell(at node: Syntax, named suffix: String) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText.hasSuffix(suffix) }
                    ?? false
            }
            current = candidate.parent
        }
        return false
    }

    /// `CGSize(width: w, height: 140)` whose height is a constant that holds content.
    private static func constantHeight(ofSize value: ExprSyntax) -> Bool {
        guard let size = value.as(FunctionCallExprSyntax.self),
            ["CGSize", ".init"].contains(size.calledExpression.trimmedText),
            let height = size.argument(labeled: "height")?.expression
        else { return false }
        return isFixedHeight(height)
    }

    private static func constantItemHeight(in file: SourceFile) -> String? {
        for sequence in file.descendants(SequenceExprSyntax.self, of: file.tree) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[0].trimmedText == "itemSize" || elements[0].trimmedText.hasSuffix(".itemSize"),
                constantHeight(ofSize: elements[2])
            else { continue }
            return sequence.singleLineText
        }
        for function in file.descendants(FunctionDeclSyntax.self, of: file.tree)
        where function.name.text == "collectionView" {
            guard
                function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "sizeForItemAt" }),
                let body = function.body
            else { continue }
            let returns = file.descendants(ReturnStmtSyntax.self, of: body).compactMap(\.expression)
            let values = returns.isEmpty ? body.statements.compactMap { $0.item.as(ExprSyntax.self) } : returns
            if !values.isEmpty, values.allSatisfy(constantHeight(ofSize:)) {
                return "collectionView(_:layout:sizeForItemAt:) returning \(values[0].singleLineText)"
            }
        }
        return nil
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

    /// A constant height that holds its content: not `UITableView.automaticDimension`, which
    /// sizes rows and headers to their content, and not 0 (a placeholder or a hidden header).
    static func isFixedHeight(_ value: ExprSyntax) -> Bool {
        FixedTextLayout.isConstant(value)
            && value.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "automaticDimension"
            && value.numberLiteralValue != 0
    }

    static func constantRowHeight(in file: SourceFile) -> String? {
        // `tableView.rowHeight = 44`.
        for sequence in file.descendants(SequenceExprSyntax.self, of: file.tree) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                elements[0].trimmedText == "rowHeight" || elements[0].trimmedText.hasSuffix(".rowHeight"),
                isFixedHeight(elements[2])
            else { continue }
            return sequence.singleLineText
        }
        // `func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }`.
        for function in file.descendants(FunctionDeclSyntax.self, of: file.tree) where function.name.text == "tableView"
        {
            guard
                function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "heightForRowAt" }
                ),
                let body = function.body
            else { continue }
            let returns = file.descendants(ReturnStmtSyntax.self, of: body).compactMap(\.expression)
            let values = returns.isEmpty ? body.statements.compactMap { $0.item.as(ExprSyntax.self) } : returns
            if !values.isEmpty, values.allSatisfy(isFixedHeight) {
                return "tableView(_:heightForRowAt:) returning \(values[0].trimmedText)"
            }
        }
        return nil
    }

    /// The statement that fixes the height of the section headers or footers the code at `node`
    /// builds: code in `tableView(_:viewForHeaderInSection:)` (or footer), in
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, or in a header view class
    /// (`UITableViewHeaderFooterView`, `UICollectionReusableView`), in a file that sets a constant
    /// `sectionHeaderHeight`, returns only constants from `tableView(_:heightForHeaderInSection:)`
    /// or a constant height from `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    static func sectionHeight(at node: Syntax, in file: SourceFile) -> String? {
        guard file.containsAny("HeaderHeight", "FooterHeight", "HeaderInSection", "FooterInSection"),
            isInSectionView(node)
        else { return nil }
        if let height = file.memoized("FixedHeightContainer.sectionHeight", { constantSectionHeight(in: file) }) {
            return height
        }
        return conditionalSectionHeight(at: node, in: file)
    }

    /// A constant height returned only under a condition (`if section == 0 { return 56 }`, the other
    /// sections left to `super`) holds the header built under the same condition in
    /// `tableView(_:viewForHeaderInSection:)`: that section's header is the one of constant height.
    private static func conditionalSectionHeight(at node: Syntax, in file: SourceFile) -> String? {
        let built = Set(conditions(around: node))
        guard !built.isEmpty else { return nil }
        for function in file.descendants(FunctionDeclSyntax.self, of: file.tree) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            guard
                let label = labels.first(where: { $0 == "heightForHeaderInSection" || $0 == "heightForFooterInSection" }
                ),
                let body = function.body
            else { continue }
            for returned in file.descendants(ReturnStmtSyntax.self, of: body) {
                guard let value = returned.expression, isFixedHeight(value),
                    let condition = conditions(around: Syntax(returned)).first(where: built.contains)
                else { continue }
                return "\(function.name.text)(_:\(label):) returning \(value.trimmedText) when \(condition)"
            }
        }
        return nil
    }

    /// The conditions of the `if`s whose bodies hold `node`, innermost first, up to its function.
    private static func conditions(around node: Syntax) -> [String] {
        var found: [String] = []
        var current = node
        while let parent = current.parent, !parent.is(FunctionDeclSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), current.id == branch.body.id {
                found.append(branch.conditions.trimmedText)
            }
            current = parent
        }
        return found
    }

    static let sectionViewLabels: Set<String> = [
        "viewForHeaderInSection", "viewForFooterInSection", "viewForSupplementaryElementOfKind",
    ]

    private static func isInSectionView(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self),
                function.signature.parameterClause.parameters.contains(where: {
                    sectionViewLabels.contains($0.firstName.text)
                })
            {
                return true
            }
            if let type = candidate.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.contains {
                    let name = $0.type.trimmedText
                    return name.hasSuffix("HeaderFooterView") || name.hasSuffix("ReusableView")
                } ?? false
            }
            current = candidate.parent
        }
        return false
    }

    private static func constantSectionHeight(in file: SourceFile) -> String? {
        // `tableView.sectionHeaderHeight = 48`.
        for sequence in file.descendants(SequenceExprSyntax.self, of: file.tree) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let property = elements[0].trimmedText.split(separator: ".").last,
                ["sectionHeaderHeight", "sectionFooterHeight"].contains(property),
                isFixedHeight(elements[2])
            else { continue }
            return sequence.singleLineText
        }
        for function in file.descendants(FunctionDeclSyntax.self, of: file.tree) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            guard let body = function.body else { continue }
            let returns = file.descendants(ReturnStmtSyntax.self, of: body).compactMap(\.expression)
            let values = returns.isEmpty ? body.statements.compactMap { $0.item.as(ExprSyntax.self) } : returns
            guard !values.isEmpty else { continue }
            // `func tableView(_:heightForHeaderInSection:) -> CGFloat { 48 }`.
            if labels.contains(where: { $0 == "heightForHeaderInSection" || $0 == "heightForFooterInSection" }),
                values.allSatisfy(isFixedHeight)
            {
                return "tableView(_:heightForHeaderInSection:) returning \(values[0].trimmedText)"
            }
            // `collectionView(_:layout:referenceSizeForHeaderInSection:)` returning `CGSize(width: w, height: 29)`.
            if labels.contains("referenceSizeForHeaderInSection"),
                values.allSatisfy({ value in
                    guard let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "CGSize",
                        let height = call.argument(labeled: "height")?.expression
                    else { return false }
                    return isFixedHeight(height)
                })
            {
                return "collectionView(_:layout:referenceSizeForHeaderInSection:) returning \(values[0].trimmedText)"
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

    /// Every node of `type` under `root`, in source order (`SourceFile.descendants(_:of:)` keeps them
    /// for a node of the file).
    static func descendants<Node: SyntaxProtocol>(_ type: Node.Type, of root: some SyntaxProtocol) -> [Node] {
        SourceFile.descendants(type, of: root)
    }
}
