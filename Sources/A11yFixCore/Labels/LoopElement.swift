import A11yFixSyntax
import SwiftSyntax

/// A control made or reached once per element of a collection: a local of a `for` loop's body or
/// of a closure `forEach`/`map` runs per element, the loop's own variable, or an element reached
/// by a computed index (`buttons[i]`). Words from its image or its action would name every
/// element alike, or by the one element they fit (judged on real apps: five rating stars all
/// "Favorite", a row of modes all "Pick mode"): each takes its own words from the data it is made
/// from (`item.title` beside `item.symbol`), or the loop is reported once.
struct LoopElement {
    /// The names the loop binds for each element: `item`, or `index` and `item` of
    /// `for (index, item) in items.enumerated()`, or `$0`.
    var names: [String]
    /// The collection the loop walks, without `.enumerated()`; nil when the names bind no element
    /// of it (a range, `0..<count`).
    var sequence: ExprSyntax?
    /// The element itself, as the loop names it (`item`); nil when the loop destructures it.
    var element: String?

    /// The innermost loop around `statement` that makes or reaches `receiver` once per element;
    /// nil when the control is one and the same every time through (a stored button given an
    /// image per state) or there is no loop in the function.
    static func of(receiver: String, at statement: some SyntaxProtocol) -> LoopElement? {
        let root = String(receiver.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        var node = Syntax(statement)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.asProtocol(DeclGroupSyntax.self) != nil
            {
                return nil
            }
            if let loop = parent.as(ForStmtSyntax.self), node.id == Syntax(loop.body).id {
                let found = forLoop(loop)
                return found.isPerElement(root: root, receiver: receiver, declaredIn: loop.body.statements)
                    ? found : nil
            }
            if let closure = parent.as(ClosureExprSyntax.self), let found = perElementClosure(closure) {
                return found.isPerElement(root: root, receiver: receiver, declaredIn: closure.statements) ? found : nil
            }
            node = parent
        }
        return nil
    }

    /// The statement of the outermost loop around `statement` in its function (a `for` loop, or a
    /// call of `forEach`) that runs more than once for the same `receiver`: a label for one and
    /// the same control goes after it, set once. A loop that binds the receiver's name (`for case
    /// let cell as FeedCell in …`) holds it in. Nil outside such loops.
    static func outermostLoopStatement(around statement: some SyntaxProtocol, receiver: String)
        -> CodeBlockItemSyntax?
    {
        let root = String(receiver.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        var found: CodeBlockItemSyntax?
        var node = Syntax(statement)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.asProtocol(DeclGroupSyntax.self) != nil
            {
                break
            }
            if let loop = parent.as(ForStmtSyntax.self) {
                let bound = loop.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == root }
                guard !bound, !declares(root, in: loop.body.statements),
                    let item = loop.parent?.as(CodeBlockItemSyntax.self)
                else { break }
                found = item
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                guard let loop = perElementClosure(closure), !loop.names.contains(root),
                    !declares(root, in: closure.statements), let item = closure.ancestor(CodeBlockItemSyntax.self)
                else { break }
                found = item
            }
            node = parent
        }
        return found
    }

    /// The element's own words, written as code: `item.title`, where the image comes from the same
    /// element (`item.symbol`) and the element has a name beside it, a labelled tuple's
    /// (`[(symbol: "trash", title: "Delete")]`) or the name property of the project type the
    /// collection holds (`Tool.allCases`, `let tools: [Tool]`). Nil when it has none.
    func ownWords(image: ExprSyntax, in file: SourceFile, context: TransformContext) -> String? {
        let imageText = image.trimmedText
        // `for (symbol, title) in pairs`: the name the loop gives the words, beside the image's.
        if element == nil {
            let named = names.filter { name in Self.nameProperties.contains(name) && !Self.mentions(imageText, name) }
            guard named.count == 1, names.contains(where: { Self.mentions(imageText, $0) }) else { return nil }
            return named[0]
        }
        guard let element, Self.mentions(imageText, element), let sequence else { return nil }
        let member =
            Self.tupleNameLabel(of: sequence, around: image)
            ?? Self.typeNameProperty(
                of: sequence, around: image, context: context)
        guard let member, !imageText.contains("\(element).\(member)") else { return nil }
        return "\(element).\(member)"
    }

    /// Whether `expression` reads a name the loop binds (`item.title`): it differs per element.
    func mentionsElement(_ expression: ExprSyntax) -> Bool {
        names.contains { $0 != "_" && Self.mentions(expression.trimmedText, $0) }
    }

    /// Properties that name an element, best first (`FileIndexExtractor.nameProperties`, and `label`).
    static let nameProperties = [
        "accessibilityName", "accessibilityLabel", "displayName", "localizedName", "title",
        "name", "label",
    ]

    // MARK: Loops

    private static func forLoop(_ loop: ForStmtSyntax) -> LoopElement {
        var sequence: ExprSyntax? = loop.sequence
        var enumerated = false
        if let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "enumerated", let base = member.base
        {
            sequence = base
            enumerated = true
        }
        // A range walks indices, not elements.
        if sequence?.as(SequenceExprSyntax.self) != nil || sequence?.is(InfixOperatorExprSyntax.self) == true {
            sequence = nil
        }
        if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return LoopElement(names: [name], sequence: sequence, element: name)
        }
        let parts =
            loop.pattern.as(TuplePatternSyntax.self)?.elements.map {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
            } ?? []
        if enumerated, parts.count == 2 {
            return LoopElement(names: parts, sequence: sequence, element: parts[1] == "_" ? nil : parts[1])
        }
        return LoopElement(names: parts, sequence: sequence, element: nil)
    }

    /// `items.forEach { item in … }`, `symbols.map { … $0 … }`: a closure run once per element.
    private static func perElementClosure(_ closure: ClosureExprSyntax) -> LoopElement? {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["forEach", "map", "compactMap", "flatMap"].contains(member.declName.baseName.text)
        else { return nil }
        var sequence = member.base
        if let inner = sequence?.as(FunctionCallExprSyntax.self), inner.arguments.isEmpty,
            let enumerated = inner.calledExpression.as(MemberAccessExprSyntax.self),
            enumerated.declName.baseName.text == "enumerated"
        {
            sequence = enumerated.base
        }
        let parameters: [String]
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: parameters = list.map(\.name.text)
        case let .parameterClause(clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: parameters = ["$0"]
        }
        return LoopElement(names: parameters, sequence: sequence, element: parameters.count == 1 ? parameters[0] : nil)
    }

    /// Whether `receiver` is a different control each time through, one of a row of siblings: the
    /// loop's own name, a local declared in its body, or an element at a computed index. A
    /// control the element holds (`cell.likeButton` of each visible cell) is the same control in
    /// each of several containers, which one label names rightly.
    private func isPerElement(root: String, receiver: String, declaredIn body: CodeBlockItemListSyntax) -> Bool {
        // `buttons[i]`, not `buttons[0]`, nor `cells[i].likeButton`.
        if let open = receiver.firstIndex(of: "["), receiver[receiver.index(after: open)...].first?.isNumber == false {
            return receiver.hasSuffix("]")
        }
        guard receiver == root else { return false }
        return names.contains(root) || Self.declares(root, in: body)
    }

    /// Whether `name` is a `let`/`var` declared in `body` or a block inside it.
    private static func declares(_ name: String, in body: CodeBlockItemListSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name
                && token.parent?.as(IdentifierPatternSyntax.self)?.parent?.is(PatternBindingSyntax.self) == true
        }
    }

    // MARK: The element's name

    /// The name label of the tuples the collection holds: written in an array literal (in the
    /// loop, or the initial value of a `let` or stored property it names) whose every element is a
    /// tuple with that label, or in the collection's declared type (`[(symbol: String, title: String)]`).
    private static func tupleNameLabel(of sequence: ExprSyntax, around node: some SyntaxProtocol) -> String? {
        if let array = sequence.as(ArrayExprSyntax.self) { return nameLabel(ofTuplesIn: array) }
        guard
            let name = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? sequence.as(MemberAccessExprSyntax.self).flatMap({
                    $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil
                }),
            let declaration = declaration(of: name, around: node)
        else { return nil }
        if let tuple = declaration.type?.as(ArrayTypeSyntax.self)?.element.as(TupleTypeSyntax.self) {
            let labels = tuple.elements.compactMap { element -> String? in
                guard let label = element.firstName?.text,
                    element.type.trimmedText == "String" || element.type.trimmedText == "String?"
                else { return nil }
                return label
            }
            return nameProperties.first(where: labels.contains)
        }
        return declaration.value?.as(ArrayExprSyntax.self).flatMap(nameLabel(ofTuplesIn:))
    }

    /// The name label every tuple of `array` has, with a string literal there.
    private static func nameLabel(ofTuplesIn array: ArrayExprSyntax) -> String? {
        guard !array.elements.isEmpty else { return nil }
        var shared: Set<String>?
        for element in array.elements {
            guard let tuple = element.expression.as(TupleExprSyntax.self) else { return nil }
            let labels = Set(
                tuple.elements.compactMap { part in
                    part.expression.stringLiteralValue != nil ? part.label?.text : nil
                })
            shared = shared.map { $0.intersection(labels) } ?? labels
        }
        return nameProperties.first { shared?.contains($0) == true }
    }

    /// The name property of the project type whose values the collection holds: `Tool.allCases`,
    /// or a `let`/stored property declared `[Tool]`. Only a stored `String` property: a method
    /// may return a SwiftUI key, which no UIKit label takes.
    private static func typeNameProperty(
        of sequence: ExprSyntax, around node: some SyntaxProtocol, context: TransformContext
    ) -> String? {
        var typeName: String?
        if let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let base = member.base?.trimmedText, base.first?.isUppercase == true
        {
            typeName = base
        } else if let name = sequence.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? sequence.as(MemberAccessExprSyntax.self).flatMap({
                $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil
            }),
            let element = declaration(of: name, around: node)?.type?.as(ArrayTypeSyntax.self)?.element
        {
            typeName = element.trimmedText
        }
        guard let typeName, let property = context.index.nameProperty(ofType: typeName), !property.hasSuffix("()")
        else { return nil }
        return property
    }

    /// The declared type and the initial value of `name`: a `let`/`var` in a block around `node`
    /// or in the type that holds it, or a parameter of the function around it.
    private static func declaration(of name: String, around node: some SyntaxProtocol) -> (
        type: TypeSyntax?, value: ExprSyntax?
    )? {
        var current = node.parent
        while let scope = current {
            let declarations: [DeclSyntax] =
                scope.as(CodeBlockItemListSyntax.self)?.compactMap { $0.item.as(DeclSyntax.self) }
                ?? scope.as(MemberBlockItemListSyntax.self)?.map(\.decl) ?? []
            for declaration in declarations {
                if let found = declaration.as(VariableDeclSyntax.self)?.bindings.first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }) {
                    return (found.typeAnnotation?.type, found.initializer?.value)
                }
            }
            let parameters =
                scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return (parameter.type, nil)
            }
            current = scope.parent
        }
        return nil
    }

    /// Whether `text` uses `name` as a whole identifier.
    private static func mentions(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            func isIdentifier(_ character: Character?) -> Bool {
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isIdentifier(before), before != ".", !isIdentifier(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
