import A11yFixSyntax
import SwiftSyntax

/// Where a UIKit button goes after the statement that gives it an image, one level into its
/// type's own methods: a method it is passed to that labels it
/// (`setupAccessibility(forSidebarButton: button)`), the method that makes a stored button and
/// labels it (`colorPickerButton = makeColorPickerButton()`), and the stored property a local
/// ends in (returned, alone or in a tuple, to a caller that stores it), whose title another method sets.
enum UIKitButtonFlow {
    /// Whether a call in `scope` passes `receiver` to a method of the type around `node` (its
    /// declaration or extensions in the file, or through the project index a protocol or class it
    /// inherits from) that sets the parameter's `accessibilityLabel`.
    static func passesToLabellingMethod(
        _ receiver: String, in scope: Syntax, around node: some SyntaxProtocol, file: SourceFile,
        context: TransformContext
    ) -> Bool {
        guard let owner = EnclosingType.ownerName(of: node) else { return false }
        let path = LabelAssignments.normalized(receiver)
        for token in scope.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftParen {
            guard let call = token.parent?.as(FunctionCallExprSyntax.self), let method = ownMethodName(of: call),
                let argument = call.arguments.first(where: {
                    LabelAssignments.normalized($0.expression.trimmedText) == path
                })
            else { continue }
            let label = argument.label?.text ?? "_"
            let local = functions(named: method, of: owner, in: file).contains { function in
                ParameterLabellers.labelledParameters(of: function).contains(label)
            }
            if local || context.index.labelsParameter(ofMethod: method, label: label, calledIn: owner) {
                return true
            }
        }
        return false
    }

    /// Whether the stored `property` (`colorPickerButton`) is made by a method of its type that
    /// labels what it returns: `colorPickerButton = makeColorPickerButton()`, or through a local
    /// (`let picker = makeColorPickerButton(); colorPickerButton = picker`) or a local labelled
    /// where it is stored.
    static func storedFromLabelledMaker(_ property: String, around node: some SyntaxProtocol, file: SourceFile)
        -> Bool
    {
        guard let owner = EnclosingType.ownerName(of: node), !property.contains(".") else { return false }
        for (value, block) in stores(of: property, owner: owner, in: file) {
            var made = value
            if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
                if labels(name, in: block) { return true }
                guard let initial = initializer(of: name, in: block) else { continue }
                made = initial
            }
            guard let call = made.as(FunctionCallExprSyntax.self),
                let method = ownMethodName(of: call)
            else { continue }
            if functions(named: method, of: owner, in: file).contains(where: returnsLabelledValue) { return true }
        }
        return false
    }

    /// The stored property the local `name`, made in `function`, ends in: stored in the same
    /// scope (`self.timeButton = timeButton`), or returned (alone or in a tuple) to a caller in the
    /// type that stores it (`let (view, timeButton) = makeControls(); self.timeButton = timeButton`).
    static func storedProperty(of name: String, in scope: Syntax, file: SourceFile) -> String? {
        guard let owner = EnclosingType.ownerName(of: scope), let block = scope.as(CodeBlockItemListSyntax.self)
        else { return nil }
        if let property = property(storing: name, in: block) { return property }
        guard let function = scope.ancestor(FunctionDeclSyntax.self), function.body?.statements.id == block.id,
            let position = returned(name, in: block)
        else { return nil }
        for (binding, block) in callers(of: function.name.text, owner: owner, in: file) {
            let bound: String?
            switch position {
            case .alone: bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            case let .inTuple(index):
                let element = binding.pattern.as(TuplePatternSyntax.self)?.elements.dropFirst(index).first
                bound = element?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let bound, let property = property(storing: bound, in: block) { return property }
        }
        return nil
    }

    /// Whether the type gives the stored `property` a title anywhere: `property?.configuration?.title = text`
    /// or `property.setTitle(text, for:)` with a value that is not `nil`.
    static func titles(_ property: String, around node: some SyntaxProtocol, file: SourceFile) -> Bool {
        guard let owner = EnclosingType.ownerName(of: node) else { return false }
        let titlePaths: Set<String> = ["\(property).configuration.title", "\(property).configuration.attributedTitle"]
        for group in groups(of: owner, in: file) {
            for token in group.tokens(viewMode: .sourceAccurate) where token.text == "title" || token.text == "setTitle"
            {
                if token.text == "setTitle", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    let call = member.parent?.as(FunctionCallExprSyntax.self),
                    member.base.map({ LabelAssignments.normalized($0.trimmedText) }) == property,
                    let title = call.arguments.first?.expression, shows(title)
                {
                    return true
                }
                if token.text == "title", configurationTitled(property, by: token) { return true }
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    titlePaths.contains(LabelAssignments.normalized(member.trimmedText)),
                    let sequence = member.parent?.parent?.as(SequenceExprSyntax.self),
                    let value = ExprSyntax(sequence).assignedValue, shows(value)
                else { continue }
                return true
            }
        }
        return false
    }

    /// A title that shows words: not `nil` or `""`.
    private static func shows(_ title: ExprSyntax) -> Bool {
        !title.is(NilLiteralExprSyntax.self) && title.stringLiteralValue?.isEmpty != true
    }

    // MARK: - The type's code

    /// `method` of `method(…)` or `self.method(…)`: a call to the type's own method.
    private static func ownMethodName(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type's declaration and its extensions in the file.
    /// Whether `title` is `configuration.title = text` on a configuration the same block then
    /// gives the stored `property` (`var configuration = UIButton.Configuration.plain()`, …,
    /// `property.configuration = configuration`).
    private static func configurationTitled(_ property: String, by title: TokenSyntax) -> Bool {
        guard let member = title.parent?.parent?.as(MemberAccessExprSyntax.self),
            let configuration = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let sequence = member.parent?.parent?.as(SequenceExprSyntax.self),
            let value = ExprSyntax(sequence).assignedValue, shows(value),
            let block = sequence.ancestor(CodeBlockItemListSyntax.self)
        else { return false }
        return block.contains { item in
            guard let assignment = item.item.as(SequenceExprSyntax.self),
                let target = ExprSyntax(assignment).assignmentTarget,
                LabelAssignments.normalized(target.trimmedText) == property + ".configuration"
            else { return false }
            return ExprSyntax(assignment).assignedValue?.as(DeclReferenceExprSyntax.self)?.baseName.text
                == configuration
        }
    }

    /// Whether the type fills the stored `collection` (`stars`) with buttons it gives an image
    /// where it makes them (`star.setImage(…)`, then `stars.append(star)`): an element reached
    /// by index later (`stars[i].setImage(…)`) is one of those, labelled or reported there.
    static func fillsWithImageButtons(_ collection: String, around node: some SyntaxProtocol, file: SourceFile)
        -> Bool
    {
        guard let owner = EnclosingType.ownerName(of: node) else { return false }
        for group in groups(of: owner, in: file) {
            for token in group.tokens(viewMode: .sourceAccurate) where token.text == "append" {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    member.base.map({ LabelAssignments.normalized($0.trimmedText) }) == collection,
                    let call = member.parent?.as(FunctionCallExprSyntax.self),
                    let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let block = call.ancestor(CodeBlockItemListSyntax.self)
                else { continue }
                let givesImage = block.contains { item in
                    guard let imageCall = item.item.as(FunctionCallExprSyntax.self),
                        let setter = imageCall.calledExpression.as(MemberAccessExprSyntax.self)
                    else { return false }
                    return setter.declName.baseName.text == "setImage" && setter.base?.trimmedText == name
                }
                if givesImage { return true }
            }
        }
        return false
    }

    private static func groups(of owner: String, in file: SourceFile) -> [Syntax] {
        file.memoized("UIKitButtonFlow.groups/\(owner)") { () -> [Syntax] in
            var found: [Syntax] = []
            for token in file.tree.tokens(viewMode: .sourceAccurate)
            where [.keyword(.class), .keyword(.struct), .keyword(.extension)].contains(token.tokenKind) {
                guard let group = token.parent?.asProtocol(DeclGroupSyntax.self) else { continue }
                let name =
                    group.as(ClassDeclSyntax.self)?.name.text ?? group.as(StructDeclSyntax.self)?.name.text
                    ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText.split(separator: ".").last.map(
                        String.init)
                if name == owner { found.append(Syntax(group)) }
            }
            return found
        }
    }

    private static func functions(named name: String, of owner: String, in file: SourceFile) -> [FunctionDeclSyntax] {
        groups(of: owner, in: file).flatMap { group in
            group.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionDeclSyntax? in
                guard token.tokenKind == .keyword(.func), let function = token.parent?.as(FunctionDeclSyntax.self),
                    function.name.text == name, EnclosingType.ownerName(of: function) == owner
                else { return nil }
                return function
            }
        }
    }

    /// Whether the function returns a local its body labels (`button.accessibilityLabel = …; return button`).
    private static func returnsLabelledValue(_ function: FunctionDeclSyntax) -> Bool {
        guard let block = function.body?.statements else { return false }
        return block.contains { item in
            guard let name = item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)
            else { return false }
            return labels(name.baseName.text, in: block)
        }
    }

    /// Whether `block` sets `name.accessibilityLabel` (or calls `name.setAccessibilityLabel`) at its top level.
    private static func labels(_ name: String, in block: CodeBlockItemListSyntax) -> Bool {
        block.contains { item in
            // `name.accessibilityLabel = …`, whatever the value (a conditional too).
            if let elements = item.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count >= 3,
                elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self)
            {
                return target.declName.baseName.text == "accessibilityLabel" && target.base?.trimmedText == name
            }
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return false }
            return member.declName.baseName.text == "setAccessibilityLabel" && member.base?.trimmedText == name
        }
    }

    /// The value of `let name = value` at the top level of `block`.
    private static func initializer(of name: String, in block: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in block {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.trimmedText == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// Every `property = value` / `self.property = value` in the type, with the block it is in.
    private static func stores(of property: String, owner: String, in file: SourceFile)
        -> [(value: ExprSyntax, block: CodeBlockItemListSyntax)]
    {
        groups(of: owner, in: file).flatMap { group in
            group.tokens(viewMode: .sourceAccurate).compactMap {
                token -> (value: ExprSyntax, block: CodeBlockItemListSyntax)? in
                guard token.text == property, let item = token.ancestor(CodeBlockItemSyntax.self),
                    let block = item.parent?.as(CodeBlockItemListSyntax.self),
                    let sequence = item.item.as(SequenceExprSyntax.self),
                    let target = ExprSyntax(sequence).assignmentTarget,
                    LabelAssignments.normalized(target.trimmedText) == property,
                    target.position <= token.position, token.endPosition <= target.endPosition,
                    let value = ExprSyntax(sequence).assignedValue
                else { return nil }
                return (value, block)
            }
        }
    }

    /// The stored property `block` assigns the local `name` to (`self.timeButton = name`).
    private static func property(storing name: String, in block: CodeBlockItemListSyntax) -> String? {
        for item in block {
            // `buttons.append(button)`: one of the stored collection's elements, `buttons[*]`.
            if let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "append", call.arguments.count == 1,
                call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                let base = member.base.map({ LabelAssignments.normalized($0.trimmedText) }),
                !base.contains("."), !base.contains("[")
            {
                return base + "[*]"
            }
            guard let sequence = item.item.as(SequenceExprSyntax.self),
                let target = ExprSyntax(sequence).assignmentTarget,
                ExprSyntax(sequence).assignedValue?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { continue }
            let path = LabelAssignments.normalized(target.trimmedText)
            // `self.x = x` or `x = local`: a plain stored property, not `view.x` of another object.
            if !path.contains("."), !path.contains("["), path != name || target.trimmedText.hasPrefix("self.") {
                return path
            }
        }
        return nil
    }

    /// How `return` at the top level of `block` hands the local `name` back.
    private enum Returned {
        case alone
        case inTuple(Int)
    }

    private static func returned(_ name: String, in block: CodeBlockItemListSyntax) -> Returned? {
        for item in block {
            guard let value = item.item.as(ReturnStmtSyntax.self)?.expression else { continue }
            if value.as(DeclReferenceExprSyntax.self)?.baseName.text == name { return .alone }
            if let tuple = value.as(TupleExprSyntax.self),
                let index = tuple.elements.firstIndex(where: { $0.expression.trimmedText == name })
            {
                return .inTuple(tuple.elements.distance(from: tuple.elements.startIndex, to: index))
            }
        }
        return nil
    }

    /// The `let … = method(…)` bindings in the type, with their blocks.
    private static func callers(of method: String, owner: String, in file: SourceFile)
        -> [(binding: PatternBindingSyntax, block: CodeBlockItemListSyntax)]
    {
        groups(of: owner, in: file).flatMap { group in
            group.tokens(viewMode: .sourceAccurate).compactMap {
                token -> (binding: PatternBindingSyntax, block: CodeBlockItemListSyntax)? in
                guard token.text == method, let call = token.ancestor(FunctionCallExprSyntax.self),
                    ownMethodName(of: call) == method,
                    let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                    let block = binding.ancestor(CodeBlockItemSyntax.self)?.parent?.as(CodeBlockItemListSyntax.self)
                else { return nil }
                return (binding, block)
            }
        }
    }
}
