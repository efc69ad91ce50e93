import A11yFixSyntax
import SwiftSyntax

/// The accessibility labels a UIKit or AppKit type assigns anywhere in its code, so a control
/// labelled in another method (often one `viewWillAppear` calls) is not labelled again: the label
/// added where the control is made would be overwritten at once, and the control is not unlabelled.
///
/// Seen: `x.accessibilityLabel = …`, `x.setAccessibilityLabel(…)`, through optional chains and
/// subscripts (`toolbarItems![1].accessibilityLabel`, `navigationItem.rightBarButtonItem?.…`).
/// A bar button item made in a local is followed to the slot it is put in (`toolbarItems = [a, b]`,
/// `setToolbarItems([a, b], animated:)`, `navigationItem.rightBarButtonItem = a`), and counts as
/// labelled when that slot, at its index, is. A slot labelled at an index the code computes
/// (`toolbarItems![i]`) labels every item in it.
struct LabelAssignments {
    /// Labelled paths, written without `self.`, `?` and `!`: `shareButton`, `toolbarItems[1]`,
    /// `navigationItem.rightBarButtonItems[*]` (an index the code computes).
    private(set) var paths: Set<String> = []
    /// Where locals go: item name → the slots it is put in (`toolbarItems[1]`, `navigationItem.rightBarButtonItem`).
    private(set) var slots: [String: [String]] = [:]

    /// The assignments in the type around `node` and in the file's extensions of it.
    static func around(_ node: some SyntaxProtocol, in file: SourceFile) -> LabelAssignments {
        guard let owner = EnclosingType.ownerName(of: node) else { return LabelAssignments() }
        return file.memoized("LabelAssignments/\(owner)") {
            var found = LabelAssignments()
            for group in file.outermostDeclGroups(named: owner, by: Self.name) {
                found.read(Syntax(group))
            }
            return found
        }
    }

    /// Whether the control at `receiver` (as the code writes it) is labelled somewhere in the type.
    func labels(_ receiver: String) -> Bool {
        let path = receiver.isEmpty ? "self" : Self.normalized(receiver)
        let slotsOfLocal = slots[path] ?? []
        return ([path] + slotsOfLocal).contains(where: labelsSlot)
    }

    /// Whether a local item is labelled through a slot it is put in.
    func labelsSlots(of local: String) -> Bool {
        (slots[Self.normalized(local)] ?? []).contains(where: labelsSlot)
    }

    private func labelsSlot(_ path: String) -> Bool {
        if paths.contains(path) { return true }
        // `items[2]` is labelled by `items[*]`; the first right item is also `rightBarButtonItem`.
        guard let open = path.lastIndex(of: "["), path.hasSuffix("]") else { return false }
        let base = String(path[..<open])
        if paths.contains(base + "[*]") { return true }
        return path.hasSuffix("[0]") && base.hasSuffix("BarButtonItems") && paths.contains(String(base.dropLast()))
    }

    /// `self.toolbarItems![1]?` → `toolbarItems[1]`.
    static func normalized(_ path: String) -> String {
        var text = path.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        while text.hasPrefix("self.") { text.removeFirst("self.".count) }
        return text
    }

    /// `Inbox` of `class Inbox`, `struct Inbox` and `extension App.Inbox`.
    private static func name(of group: DeclGroupSyntax) -> String? {
        group.as(ClassDeclSyntax.self)?.name.text ?? group.as(StructDeclSyntax.self)?.name.text
            ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText.split(separator: ".").last.map(String.init)
    }

    private mutating func read(_ node: Syntax) {
        // Any assignment, also of a value the parser leaves unfolded (`x.accessibilityLabel = on ? a : b`).
        if let sequence = node.as(SequenceExprSyntax.self), let write = Write(ExprSyntax(sequence)),
            write.operation == .assignment, let value = sequence.elements.last
        {
            readAssignment(to: write.target, value: value)
        }
        if let call = node.as(FunctionCallExprSyntax.self) {
            // `setToolbarItems([…], animated:)` on `self`, or `toolbar.setItems(…)` on another object.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                readCall(call, method: member.declName.baseName.text, base: member.base)
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                readCall(call, method: reference.baseName.text, base: nil)
            }
        }
        for child in node.children(viewMode: .sourceAccurate) { read(child) }
    }

    private mutating func readAssignment(to target: ExprSyntax, value: ExprSyntax) {
        let path = Self.path(of: target)
        if let labelled = ["accessibilityLabel", "accessibilityAttributedLabel"].lazy.compactMap({ property in
            path.hasSuffix("." + property) ? String(path.dropLast(property.count + 1)) : nil
        }).first {
            paths.formUnion(Self.elementPaths(of: labelled, at: target) ?? [labelled])
        } else if path == "accessibilityLabel" || path == "accessibilityAttributedLabel" {
            paths.insert("self")
        } else if path.hasSuffix("Items") || path.hasSuffix("BarButtonItem") || path == "items" {
            put(value, in: path)
        }
    }

    private mutating func readCall(_ call: FunctionCallExprSyntax, method: String, base: ExprSyntax?) {
        let receiver = base.map { Self.path(of: $0) }
        switch method {
        case "setAccessibilityLabel":
            paths.formUnion(receiver.flatMap { Self.elementPaths(of: $0, at: call) } ?? [receiver ?? "self"])
        case "setToolbarItems", "setItems", "setLeftBarButtonItems", "setRightBarButtonItems":
            guard let items = call.arguments.first?.expression else { return }
            let slot: String
            switch method {
            case "setToolbarItems": slot = "toolbarItems"
            case "setItems": slot = (receiver.map { $0 + "." } ?? "") + "items"
            default:
                slot =
                    (receiver.map { $0 + "." } ?? "") + "\(method.dropFirst(3).prefix(1).lowercased())"
                    + method.dropFirst(4)
            }
            put(items, in: slot)
        case "setLeftBarButton", "setRightBarButton":
            guard let item = call.arguments.first?.expression else { return }
            let side = method == "setLeftBarButton" ? "left" : "right"
            put(item, in: (receiver.map { $0 + "." } ?? "") + "\(side)BarButtonItem")
        default:
            return
        }
    }

    /// What a loop's element `path` labels (`button` of `for button in buttons`): every element of
    /// the collection walked (`buttons[*]`), or each control an array literal names
    /// (`for button in [playButton, stopButton]`); or the button a configuration update handler's
    /// parameter is. Nil when `path` is neither.
    private static func elementPaths(of path: String, at node: some SyntaxProtocol) -> [String]? {
        let root = String(path.prefix { $0 != "." && $0 != "[" })
        var current = node.parent
        while let scope = current {
            var walked: ExprSyntax?
            if let loop = scope.as(ForStmtSyntax.self) {
                let bound =
                    loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    ?? loop.pattern.as(TuplePatternSyntax.self)?.elements.last?.pattern.as(
                        IdentifierPatternSyntax.self)?
                    .identifier.text
                if bound == root { walked = loop.sequence }
            } else if let closure = scope.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "forEach"
            {
                let parameters: [String]
                switch closure.signature?.parameterClause {
                case let .simpleInput(list)?: parameters = list.map(\.name.text)
                case let .parameterClause(clause)?:
                    parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                case nil: parameters = ["$0"]
                }
                if parameters.last == root { walked = member.base }
            } else if let closure = scope.as(ClosureExprSyntax.self),
                let sequence = closure.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                let target = ExprSyntax(sequence).assignmentTarget?.as(MemberAccessExprSyntax.self),
                target.declName.baseName.text == "configurationUpdateHandler", let button = target.base
            {
                // `playButton.configurationUpdateHandler = { button in button.accessibilityLabel = … }`:
                // the handler's parameter is the button it is set on.
                let parameter: String?
                switch closure.signature?.parameterClause {
                case let .simpleInput(list)?: parameter = list.first?.name.text
                case let .parameterClause(clause)?:
                    parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
                case nil: parameter = "$0"
                }
                if parameter == root { return [Self.path(of: button) + path.dropFirst(root.count)] }
            }
            if var walked {
                // `buttons.enumerated()` walks `buttons`.
                if let call = walked.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "enumerated", let base = member.base
                {
                    walked = base
                }
                let rest = String(path.dropFirst(root.count))
                if let array = walked.as(ArrayExprSyntax.self) {
                    return array.elements.map { Self.path(of: $0.expression) + rest }
                }
                return [Self.path(of: walked) + "[*]" + rest]
            }
            if scope.is(FunctionDeclSyntax.self) || scope.asProtocol(DeclGroupSyntax.self) != nil { return nil }
            current = scope.parent
        }
        return nil
    }

    /// Records where the items of `value` (a name, or an array literal of names) go in `slot`.
    private mutating func put(_ value: ExprSyntax, in slot: String) {
        if let array = value.as(ArrayExprSyntax.self) {
            for (index, element) in array.elements.enumerated() {
                slots[Self.path(of: element.expression), default: []].append("\(slot)[\(index)]")
            }
        } else if value.is(DeclReferenceExprSyntax.self) {
            slots[Self.path(of: value), default: []].append(slot)
        }
    }

    /// A target as a normalized path; a subscript whose index is not an integer literal is `[*]`.
    private static func path(of expression: ExprSyntax) -> String {
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let index = subscriptCall.arguments.first?.expression
            let written = index?.is(IntegerLiteralExprSyntax.self) == true ? index!.trimmedText : "*"
            return path(of: subscriptCall.calledExpression) + "[\(written)]"
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return normalized(path(of: base) + "." + member.declName.baseName.text)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return path(of: unwrapped.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return path(of: chained.expression) }
        return normalized(expression.trimmedText)
    }
}
