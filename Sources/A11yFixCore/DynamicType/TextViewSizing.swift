import A11yFixSyntax
import SwiftSyntax

/// What a text view's surroundings say about scaling its font.
enum TextViewSizing {
    /// Why the receiver cannot grow taller, said as "\(receiver) …": its own constant height, the
    /// constant height of the view it is added to, or the constant row height of its table.
    /// A text view is never held (it scrolls its text).
    static func fixedHeight(of receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> String? {
        if let name = ownerName(receiver) {
            // A text view scrolls its text: a fixed height does not clip it.
            if let type = FontFramework.declaredType(of: name, at: Syntax(statement), in: file),
                type.trimmingCharacters(in: ["?", "!"]).hasSuffix("TextView")
            {
                return nil
            }
            if let held = ownHeight(of: name, at: Syntax(statement), in: file) { return "is held at \(held)" }
            // `let title: UILabel = { let label = UILabel(); …; return label }()` is added as `title`.
            var added = [name]
            if let property = lazyProperty(returning: name, around: Syntax(statement)), property != name {
                added.append(property)
            }
            for view in added {
                if let (container, held) = FixedHeightContainer.container(of: view, at: Syntax(statement), in: file) {
                    return "sits in \(container), held at \(held)"
                }
            }
        }
        if let rows = FixedHeightContainer.rowHeight(around: receiver, at: Syntax(statement), in: file) {
            return "is in a table cell whose rows are fixed by \(rows)"
        }
        if let items = FixedHeightContainer.itemHeight(around: receiver, at: Syntax(statement), in: file) {
            return "is in a collection cell whose items are fixed by \(items)"
        }
        if let sections = FixedHeightContainer.sectionHeight(at: Syntax(statement), in: file) {
            return "is in a section header or footer whose height is fixed by \(sections)"
        }
        return nil
    }

    /// A constant height on the view `name`, in its function or, for a property, anywhere in its
    /// type: `label.heightAnchor.constraint(equalToConstant: 20)` (or `lessThanOrEqualToConstant:`,
    /// or the `NSLayoutConstraint(item:attribute: .height…)` spelling), SnapKit's
    /// `make.height.equalTo(20)`, a frame of constant height (`UILabel(frame: CGRect(…))`,
    /// `label.frame = CGRect(…)`) or a visual-format height (`"V:|[label(20)]"`). Returns its text.
    static func ownHeight(of name: String, at node: Syntax, in file: SourceFile) -> String? {
        guard file.containsAny("heightAnchor", ".height", "height:", "V:", ".pin.") else { return nil }
        // Where to look: the body for a local, the type for a property.
        var places: [(name: String, scope: Syntax)] = []
        let isLocal = LocalNames.isLocal(name, at: node)
        if isLocal, let body = enclosingBody(of: node) {
            places.append((name, body))
        } else if let type = node.ancestor(MemberBlockSyntax.self).map(Syntax.init) {
            places.append((name, type))
        } else {
            places.append((name, Syntax(file.tree)))
        }
        // `lazy var badgeLabel: UILabel = { let label = UILabel(); label.font = …; return label }()`:
        // the property's constraints count too.
        if isLocal, let property = lazyProperty(returning: name, around: node),
            let type = node.ancestor(MemberBlockSyntax.self).map(Syntax.init)
        {
            places.append((property, type))
        }
        // `let button = makeButton(for: action)`: the view the file's own factory makes and returns,
        // with the constraints it gives it there.
        if isLocal, let made = factoryMade(name, at: node, in: file) { places.append(made) }
        for call in file.functionCalls {
            for place in places
            where call.position >= place.scope.position && call.endPosition <= place.scope.endPosition {
                if isFixedHeightConstraint(call, on: place.name) { return call.singleLineText }
                if let snapKit = snapKitFixedHeight(call, on: place.name) { return snapKit }
                if let pin = pinLayoutFixedHeight(call, on: place.name) { return pin }
                if isConstantFrame(call, of: place.name), !AutoLayoutFrame.isReplaced(place.name, in: place.scope) {
                    return "a frame of constant height, \(call.singleLineText)"
                }
            }
        }
        for place in places where file.containsText("V:") {
            if let format = FixedHeightContainer.visualFormatHeight(of: place.name, in: place.scope) { return format }
        }
        return nil
    }

    /// For a local bound to a call of a function the file declares (`let button = createButton(for: action)`),
    /// the name that function returns (`return button`, its last statement) and its body.
    static func factoryMade(_ name: String, at node: Syntax, in file: SourceFile) -> (name: String, scope: Syntax)? {
        guard let body = enclosingBody(of: node) else { return nil }
        let binding = file.descendants(PatternBindingSyntax.self, of: body).last {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.position < node.position
        }
        guard let call = binding?.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil
            }
        guard let callee else { return nil }
        let factories = file.descendants(FunctionDeclSyntax.self, of: file.tree).filter {
            $0.name.text == callee && $0.signature.returnClause != nil
        }
        guard factories.count == 1, let factory = factories.first, let statements = factory.body?.statements,
            let returned = statements.last?.item.as(ReturnStmtSyntax.self)?.expression
                ?? statements.last?.item.as(ExprSyntax.self),
            let made = plainName(returned.trimmedText)
        else { return nil }
        return (made, Syntax(factory.body!))
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

    /// `name.snp.makeConstraints { make in make.height.equalTo(19) }` (or `$0.height`, `$0.size`,
    /// `remakeConstraints`, `updateConstraints`, `lessThanOrEqualTo`): SnapKit's constant height.
    /// Returns the constraint's text.
    static func snapKitFixedHeight(_ call: FunctionCallExprSyntax, on name: String) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(member.declName.baseName.text),
            let snp = member.base?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp",
            let base = snp.base, plainName(base.trimmedText) == name,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        let maker = LocalNames.closureNames(closure).first ?? "$0"
        final class Finder: SyntaxVisitor {
            let maker: String
            var found: String?
            init(maker: String) {
                self.maker = maker
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    ["equalTo", "lessThanOrEqualTo"].contains(member.declName.baseName.text),
                    let value = node.arguments.first?.expression
                else { return .visitChildren }
                // `make.height`, `make.width.height`, `make.size` rooted at the closure's maker.
                var names: [String] = []
                var chain = member.base
                while let link = chain?.as(MemberAccessExprSyntax.self) {
                    names.append(link.declName.baseName.text)
                    chain = link.base
                }
                guard chain?.as(DeclReferenceExprSyntax.self)?.baseName.text == maker else { return .visitChildren }
                // `make.height.equalTo(19)`, and `make.size.equalTo(40)` for a square.
                if names.contains("height") || names.contains("size"), TextViewSizing.isConstantHeight(value) {
                    found = node.singleLineText
                }
                if names.contains("size"), let size = value.as(FunctionCallExprSyntax.self),
                    size.calleeName == "CGSize",
                    let height = size.argument(labeled: "height")?.expression, TextViewSizing.isConstantHeight(height)
                {
                    found = node.singleLineText
                }
                return found == nil ? .visitChildren : .skipChildren
            }
        }
        let finder = Finder(maker: maker)
        finder.walk(closure)
        return finder.found
    }

    /// `name.pin.width(116).height(43)` (or `.size(32)`, `.size(CGSize(width: …, height: 43))`):
    /// PinLayout's constant height, set on every layout pass. Returns the chain's text.
    static func pinLayoutFixedHeight(_ call: FunctionCallExprSyntax, on name: String) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["height", "size", "maxHeight"].contains(member.declName.baseName.text),
            call.arguments.count == 1, let value = call.arguments.first, value.label == nil
        else { return nil }
        var height = value.expression
        if member.declName.baseName.text == "size", let size = height.as(FunctionCallExprSyntax.self) {
            guard size.calleeName == "CGSize", let given = size.argument(labeled: "height")?.expression else {
                return nil
            }
            height = given
        }
        guard isConstantHeight(height) else { return nil }
        // Down the chain to `name.pin`.
        var chain = member.base
        while let link = chain {
            if let access = link.as(MemberAccessExprSyntax.self) {
                if access.declName.baseName.text == "pin" {
                    guard let base = access.base, plainName(base.trimmedText) == name else { return nil }
                    var whole = Syntax(call)
                    while let parent = whole.parent?.as(MemberAccessExprSyntax.self),
                        let outer = parent.parent?.as(FunctionCallExprSyntax.self)
                    {
                        whole = Syntax(outer)
                    }
                    return whole.singleLineText
                }
                chain = access.base
            } else if let inner = link.as(FunctionCallExprSyntax.self) {
                chain = inner.calledExpression
            } else {
                return nil
            }
        }
        return nil
    }

    /// A number or a type's constant, but not 0: a zero frame is a placeholder that layout or
    /// `sizeToFit()` replaces.
    static func isConstantHeight(_ expression: ExprSyntax) -> Bool {
        FixedTextLayout.isConstant(expression) && expression.numberLiteralValue != 0
    }

    /// `CGRect(x:y:width:height: 20)` (or `CGRect(origin:size: CGSize(…))`, `.init(…)`) given to `name`: as
    /// the `frame:` its initializer gets (`let label = UILabel(frame: …)`) or as `name.frame = …`.
    static func isConstantFrame(_ call: FunctionCallExprSyntax, of name: String) -> Bool {
        // `UILabel(frame: .init(x: 0, y: 0, width: 350, height: 24))` is a CGRect too.
        guard call.calleeName == "CGRect" || call.calledExpression.trimmedText == ".init" else { return false }
        let size = call.argument(labeled: "size")?.expression.as(FunctionCallExprSyntax.self)
        guard
            let height = call.argument(labeled: "height")?.expression ?? size?.argument(labeled: "height")?.expression,
            isConstantHeight(height)
        else { return false }
        // `name.frame = CGRect(…)`.
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), call.parent?.is(ExprListSyntax.self) == true
        {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id,
                let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "frame",
                let base = target.base
            else { return false }
            return plainName(base.trimmedText) == name
        }
        // `let name = UILabel(frame: CGRect(…))`.
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "frame",
            let initializer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let binding = initializer.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
        else { return false }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }

    /// `adjustsFontForContentSizeCategory = false` set on the receiver in the same block: the
    /// text is kept at its size on purpose.
    static func optsOutOfScaling(_ receiver: String, scope: Syntax) -> Bool {
        let text = scope.trimmedText
        return text.includes("\(receiver).adjustsFontForContentSizeCategory = false")
            || (receiver.hasPrefix("self.")
                && text.includes("\(receiver.dropFirst(5)).adjustsFontForContentSizeCategory = false"))
    }

    /// The view whose height holds the receiver's text: `label`, `self.label` → `label`, and a
    /// button's `titleLabel` → the button; nil for any other path.
    static func ownerName(_ receiver: String) -> String? {
        var name = receiver
        for suffix in [".titleLabel?", ".titleLabel!", ".titleLabel"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return plainName(name)
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
