import A11yFixSyntax
import SwiftSyntax

/// Fonts that only measure text or draw it into an image: no text on screen follows them, so
/// scaling them changes measurements and pictures, not what the user reads.
enum FontMeasuringUse {
    /// Font metrics read straight off the font: `UIFont.systemFont(ofSize: 14).lineHeight`.
    static let metrics: Set<String> = [
        "lineHeight", "capHeight", "ascender", "descender", "xHeight", "leading", "pointSize",
    ]
    /// `UIGraphicsImageRenderer` methods whose closure draws an image.
    static let rendererMethods: Set<String> = ["image", "pngData", "jpegData"]

    /// Read off a font for what it is, not to draw with it: `font.fontName`, `font.familyName`
    /// (`CGFont(font.fontName as CFString)`). Not its `fontDescriptor`, which usually makes the
    /// font that is drawn (`UIFont(descriptor: font.fontDescriptor.withDesign(.rounded)!, size: 0)`).
    static let metadata: Set<String> = ["familyName", "fontName"]

    /// Methods of an attributed string that give its text a font passed to them.
    static let styleMethods: Set<String> = ["setFont", "addAttribute", "addAttributes", "setAttributes"]

    /// Whether the font expression is only used to measure or draw text, or read for its name.
    static func isOnlyMeasuredOrDrawn(_ expression: ExprSyntax, in file: SourceFile) -> Bool {
        everyUse(of: Syntax(expression), depth: 0) { isMeasuredOrDrawn($0, in: file) }
    }

    /// Whether `here` holds for the value at `node`, or for every read of the variable it is
    /// bound to (`let font = …`, `let attributes = [.font: …]`, `font = …`), a few variables deep.
    static func everyUse(of node: Syntax, depth: Int, satisfies here: (Syntax) -> Bool) -> Bool {
        guard depth < 4 else { return false }
        if here(node) { return true }
        // Returned by a helper only this file can call: every call's value decides.
        if let calls = callsOfPrivateHelper(returning: node) {
            return !calls.isEmpty && calls.allSatisfy { everyUse(of: Syntax($0), depth: depth + 1, satisfies: here) }
        }
        guard let (name, scope, after) = boundName(of: node) else { return false }
        // `attributes.updateValue(color, forKey: .foregroundColor)` changes the set, and shows nothing.
        let usages = references(to: name, in: scope, after: after).filter { !isUpdate(of: $0) }
        return !usages.isEmpty && usages.allSatisfy { everyUse(of: $0, depth: depth + 1, satisfies: here) }
    }

    /// The calls of the `private` or `fileprivate` function whose returned value holds `node` (in a
    /// `return` or as its only expression): nil when `node` is not returned, or the function can
    /// be called from other files, where its value may be shown.
    static func callsOfPrivateHelper(returning node: Syntax) -> [FunctionCallExprSyntax]? {
        var current = node
        var returned = false
        var found: FunctionDeclSyntax?
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if parent.is(ReturnStmtSyntax.self) { returned = true }
            if let function = parent.as(FunctionDeclSyntax.self) {
                found = function
                break
            }
            // Without a `return`: the only statement of the function's body, an expression.
            if !returned, let list = parent.as(CodeBlockItemListSyntax.self) {
                guard list.count == 1, list.parent?.parent?.is(FunctionDeclSyntax.self) == true,
                    current.as(CodeBlockItemSyntax.self)?.item.is(ExprSyntax.self) == true
                else { return nil }
            }
            current = parent
        }
        guard let function = found, function.signature.returnClause != nil,
            function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
        else { return nil }
        let name = function.name.text
        func isOutside(_ node: some SyntaxProtocol) -> Bool {
            !(node.position >= function.position && node.endPosition <= function.endPosition)
        }
        let calls = FixedHeightContainer.descendants(FunctionCallExprSyntax.self, of: function.root).filter { call in
            let callee =
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return callee == name && isOutside(call)
        }
        // Passed on by name (`titles.map(styledTitle)`): where its values go is not known.
        let mentions = FixedHeightContainer.descendants(DeclReferenceExprSyntax.self, of: function.root).filter {
            $0.baseName.text == name && isOutside($0)
        }
        return mentions.count == calls.count ? calls : nil
    }

    /// `attributes.updateValue(…)`, `.removeValue(…)`, `.merge(…)`: a change to the variable's own value.
    private static func isUpdate(of reference: Syntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return false }
        return ["updateValue", "removeValue", "merge"].contains(member.declName.baseName.text)
    }

    private static func isMeasuredOrDrawn(_ node: Syntax, in file: SourceFile, followsCalls: Bool = true) -> Bool {
        if isInDrawingContext(node, in: file) { return true }
        // Metrics read off the value itself (through `!`, `?`, parentheses and a `??` fallback:
        // `(label.font ?? .systemFont(ofSize: 16)).lineHeight`).
        var value = node
        while let parent = value.parent {
            if isTransparent(parent) {
                value = parent
            } else if let sequence = fallbackSequence(value, in: parent) {
                value = Syntax(sequence)
            } else {
                break
            }
        }
        if let member = value.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == value.id {
            let name = member.declName.baseName.text
            if metrics.contains(name) || metadata.contains(name) { return true }
        }
        // A measuring or drawing call around it in the same statement.
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
            !parent.is(ClosureExprSyntax.self)
        {
            if let call = parent.as(FunctionCallExprSyntax.self), isMeasuringOrDrawing(call) { return true }
            current = parent
        }
        // Passed to a helper of the file that only measures or draws it (one call deep).
        return followsCalls
            && FontArgumentUse.everyUseInCallee(of: node, in: file) {
                isMeasuredOrDrawn($0, in: file, followsCalls: false)
            }
    }

    /// The sequence `a ?? value` when `value` is its right side (reached through the sequence's
    /// list): the value read is then the sequence.
    private static func fallbackSequence(_ value: Syntax, in parent: Syntax) -> SequenceExprSyntax? {
        guard parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) else {
            return nil
        }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[2].id == value.id,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        else { return nil }
        return sequence
    }

    /// The font drawn in this one's place when its variable lends its descriptor to a new font of
    /// a fixed size (`font.fontDescriptor.withDesign(.rounded).flatMap { UIFont(descriptor: $0, size: 20) } ?? font`):
    /// that call, which scaling this font leaves as it is.
    static func fontMadeFromDescriptor(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let (name, scope, after) = boundName(of: Syntax(expression)) else { return nil }
        for usage in references(to: name, in: scope, after: after) {
            guard let member = usage.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "fontDescriptor",
                let statement = usage.ancestor(CodeBlockItemSyntax.self)
            else { continue }
            let made = FixedHeightContainer.descendants(FunctionCallExprSyntax.self, of: statement).first { call in
                call.calleeName == "UIFont" && call.argument(labeled: "descriptor") != nil
                    && (call.argument(labeled: "size")?.expression.numberLiteralValue ?? 0) > 0
            }
            if let made { return made }
        }
        return nil
    }

    /// A label built only to be drawn into an image (a map pin, a text attachment): its body
    /// renders it (`label.layer.render(in:)`, `label.drawHierarchy(in:…)`) and never adds it to a view.
    static func isRenderedIntoImage(_ receiver: String, statement: CodeBlockItemSyntax) -> Bool {
        guard let name = TextViewSizing.plainName(receiver),
            let body = TextViewSizing.enclosingBody(of: Syntax(statement))
        else { return false }
        let text = body.trimmedText
        let rendered = ["\(name).layer.render(in:", "\(name).drawHierarchy(", "\(name).layer.draw(in:"]
        let shown = ["addSubview(\(name))", "addArrangedSubview(\(name))", "View = \(name)", "return \(name)"]
        return rendered.contains(where: text.includes) && !shown.contains(where: text.includes)
    }

    /// `x!`, `x?`, `(x)`: the same value.
    private static func isTransparent(_ node: Syntax) -> Bool {
        if node.is(ForceUnwrapExprSyntax.self) || node.is(OptionalChainingExprSyntax.self) { return true }
        if let tuple = node.as(TupleExprSyntax.self) { return tuple.elements.count == 1 }
        if let list = node.as(LabeledExprListSyntax.self) {
            return list.count == 1 && list.parent?.is(TupleExprSyntax.self) == true
        }
        if let element = node.as(LabeledExprSyntax.self) {
            return element.label == nil && element.parent?.parent?.is(TupleExprSyntax.self) == true
        }
        return false
    }

    /// `boundingRect(with:…)`, `size(withAttributes:)`, `size()`, `draw(in:)`, `draw(at:)`, `draw(with:…)`,
    /// `width(withConstrainedHeight:font:)`.
    static func isMeasuringOrDrawing(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch member.declName.baseName.text {
        case "boundingRect", "draw": return true
        // The font's file read for another system (`UIFont.data(from: font)` served to a web view):
        // its size draws nothing.
        case "data":
            return call.arguments.first?.label?.text == "from"
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.hasSuffix("Font") == true
        case "size": return call.arguments.isEmpty || call.arguments.first?.label?.text == "withAttributes"
        // The common `String` extensions `width(withConstrainedHeight:font:)`, `height(withConstrainedWidth:font:)`,
        // `width(font:)`: a measure of text in that font, which draws nothing.
        case "width", "height":
            return call.arguments.contains {
                ["withConstrainedHeight", "withConstrainedWidth", "font", "withFont", "usingFont"].contains(
                    $0.label?.text ?? "")
            }
        // A project helper named for the measure it returns (`heightForView(withWidth:)`, `widthOfText()`).
        case let name:
            return ["height", "width"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            }
        }
    }

    /// Inside a `UIGraphicsImageRenderer` closure, or after `UIGraphicsBeginImageContext…` in the
    /// same body.
    static func isInDrawingContext(_ node: Syntax, in file: SourceFile) -> Bool {
        guard file.containsAny("GraphicsImageRenderer", "UIGraphicsBeginImageContext") else { return false }
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
                    call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                }
                if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    rendererMethods.contains(member.declName.baseName.text)
                {
                    return true
                }
            }
            let statements =
                parent.as(CodeBlockSyntax.self)?.statements ?? parent.as(ClosureExprSyntax.self)?.statements
            if let statements,
                statements.contains(where: {
                    $0.endPosition <= node.position && $0.trimmedText.includes("UIGraphicsBeginImageContext")
                })
            {
                return true
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The name a statement binds the value at `node` to, where to look for its uses, and the
    /// position after which they count.
    static func boundName(of node: Syntax) -> (String, Syntax, AbsolutePosition)? {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
            !parent.is(ClosureExprSyntax.self)
        {
            if let initializer = parent.as(InitializerClauseSyntax.self),
                let binding = initializer.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return scope(of: binding).map { (name, $0, binding.endPosition) }
            }
            // `if let font = UIFont(…), let data = UIFont.data(from: font)`: read in the later
            // conditions and the body.
            if let initializer = parent.as(InitializerClauseSyntax.self),
                let condition = initializer.parent?.as(OptionalBindingConditionSyntax.self),
                let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return scope(of: condition).map { (name, $0, condition.endPosition) }
            }
            // `text.setFont(font)`, `text.addAttribute(.font, value: font, range: …)`: the font goes
            // into `text`, whose later reads decide.
            if let call = parent.as(FunctionCallExprSyntax.self), current.is(LabeledExprListSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                styleMethods.contains(member.declName.baseName.text),
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                return scope(of: call).map { (base, $0, call.endPosition) }
            }
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = Array(sequence.elements).first,
                node.position >= Array(sequence.elements)[2].position,
                let name = FontSizeSource.referencedName(target)
            {
                return scope(of: sequence).map { (name, $0, sequence.endPosition) }
            }
            current = parent
        }
        return nil
    }

    /// The body a binding's name is visible in: the function, closure or accessor around it, the
    /// type for a property, or the file.
    private static func scope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self)
                || parent.is(SourceFileSyntax.self)
            {
                return parent
            }
            current = parent.parent
        }
        return nil
    }

    /// Reads of `name` in `scope` after `position`: `name` or `self.name`, not member names
    /// (`label.name`) and not the left side of an assignment.
    static func references(to name: String, in scope: Syntax, after position: AbsolutePosition) -> [Syntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            let position: AbsolutePosition
            var found: [Syntax] = []
            init(name: String, position: AbsolutePosition) {
                self.name = name
                self.position = position
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name, node.position >= position else { return .skipChildren }
                var reference = Syntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                        return .skipChildren
                    }
                    reference = Syntax(member)
                }
                if let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self),
                    reference.parent?.is(ExprListSyntax.self) == true,
                    sequence.elements.count == 3, Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                    Array(sequence.elements)[0].id == reference.id
                {
                    return .skipChildren
                }
                found.append(reference)
                return .skipChildren
            }
        }
        let finder = Finder(name: name, position: position)
        finder.walk(scope)
        return finder.found
    }
}
