import A11yFixSyntax
import SwiftSyntax

/// What a text view's surroundings say about scaling its font.
enum TextViewSizing {
    /// A constant height on the receiver (not a text view, which scrolls), in its function or, for
    /// a property, anywhere in its type: `label.heightAnchor.constraint(equalToConstant: 20)` (or `lessThanOrEqualToConstant:`,
    /// or the `NSLayoutConstraint(item:attribute: .height…)` spelling). Returns the constraint's text.
    static func fixedHeight(of receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> String? {
        guard file.containsAny("heightAnchor", ".height") else { return nil }
        let name = Self.plainName(receiver)
        guard let name else { return nil }
        // A text view scrolls its text: a fixed height does not clip it.
        if let type = FontFramework.declaredType(of: name, at: Syntax(statement), in: file),
            type.trimmingCharacters(in: ["?", "!"]).hasSuffix("TextView")
        {
            return nil
        }
        // Where to look: the body for a local, the type for a property.
        var places: [(name: String, scope: Syntax)] = []
        let isLocal = LocalNames.isLocal(name, at: Syntax(statement))
        if isLocal, let body = enclosingBody(of: Syntax(statement)) {
            places.append((name, body))
        } else if let type = statement.ancestor(MemberBlockSyntax.self).map(Syntax.init) {
            places.append((name, type))
        } else {
            places.append((name, Syntax(file.tree)))
        }
        // `lazy var badgeLabel: UILabel = { let label = UILabel(); label.font = …; return label }()`:
        // the property's constraints count too.
        if isLocal, let property = lazyProperty(returning: name, around: Syntax(statement)),
            let type = statement.ancestor(MemberBlockSyntax.self).map(Syntax.init)
        {
            places.append((property, type))
        }
        for call in file.functionCalls {
            for place in places
            where call.position >= place.scope.position && call.endPosition <= place.scope.endPosition {
                if isFixedHeightConstraint(call, on: place.name) { return call.singleLineText }
            }
        }
        return nil
    }

    static func isFixedHeightConstraint(_ call: FunctionCallExprSyntax, on name: String) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "constraint",
            let anchor = member.base?.as(MemberAccessExprSyntax.self), anchor.declName.baseName.text == "heightAnchor",
            let base = anchor.base, plainName(base.trimmedText) == name
        {
            return call.arguments.contains {
                $0.label?.text == "equalToConstant" || $0.label?.text == "lessThanOrEqualToConstant"
            }
        }
        if call.calleeName == "NSLayoutConstraint", let item = call.argument(labeled: "item")?.expression,
            plainName(item.trimmedText) == name,
            call.argument(labeled: "attribute")?.expression.trimmedText == ".height",
            ["nil"].contains(call.argument(labeled: "toItem")?.expression.trimmedText ?? ""),
            [".equal", ".lessThanOrEqual"].contains(call.argument(labeled: "relatedBy")?.expression.trimmedText ?? "")
        {
            return true
        }
        return false
    }

    /// `adjustsFontForContentSizeCategory = false` set on the receiver in the same block: the
    /// text is kept at its size on purpose.
    static func optsOutOfScaling(_ receiver: String, scope: Syntax) -> Bool {
        let text = scope.trimmedText
        return text.includes("\(receiver).adjustsFontForContentSizeCategory = false")
            || (receiver.hasPrefix("self.")
                && text.includes("\(receiver.dropFirst(5)).adjustsFontForContentSizeCategory = false"))
    }

    /// `label`, `self.label` → `label`; nil for a path (`button.titleLabel?`).
    static func plainName(_ receiver: String) -> String? {
        var name = receiver
        if name.hasPrefix("self.") { name.removeFirst(5) }
        name = name.trimmingCharacters(in: ["?", "!"])
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !name.isEmpty ? name : nil
    }

    static func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
            {
                return parent
            }
            current = parent.parent
        }
        return nil
    }

    /// The property whose `{ … }()` initializer `node` is in and returns `name`.
    static func lazyProperty(returning name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == closure.id,
                    let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                    let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    closure.statements.contains(where: {
                        $0.item.as(ReturnStmtSyntax.self)?.expression?.trimmedText == name
                            || (closure.statements.last?.id == $0.id
                                && $0.item.as(ExprSyntax.self)?.trimmedText == name)
                    })
                else { return nil }
                return property
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
