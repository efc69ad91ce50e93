import A11yFixSyntax
import SwiftSyntax

/// A helper method that makes the content it is handed tappable:
///
///     func editRow<Content: View>(@ViewBuilder content: () -> Content) -> some View {
///         content()
///             .onTapGesture { path.append(.edit) }
///     }
///
/// `content()` cannot be read where it is drawn, but the helper's callers are in its type: when
/// each hands it only text (`editRow { LabeledContent("URL", value: url) }`), the tap folds no
/// control, and the row is a button over text (judged on unseen apps: settings rows that opened an
/// editor, reported as unreadable content).
enum HandedRowContent {
    /// Whether `view` is a call of a closure parameter of the method around it, and every call of
    /// that method in its type hands it a closure that draws only text, images and stacks.
    static func isOnlyText(_ view: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        guard let name = view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, view.arguments.isEmpty,
            view.trailingClosure == nil, let function = view.ancestor(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            }), isFunctionType(parameter.type),
            let uses = MemberUses.uses(ofMemberAround: view), !uses.isEmpty
        else { return false }
        let label = parameter.firstName.text
        return uses.allSatisfy { use in
            guard let call = use.as(FunctionCallExprSyntax.self),
                let closure = call.argument(labeled: label)?.expression.as(ClosureExprSyntax.self)
                    ?? call.trailingClosure
            else { return false }
            return drawsOnlyText(closure.statements, index: index)
        }
    }

    /// Whether `view` is a project view handed a view-builder property of the private type around it
    /// (`Pill(active: active, label: label)` in `Chip`, whose `@ViewBuilder var label: () -> Label`),
    /// and every creation of that type in the file hands it a closure that draws only text
    /// (`Chip(label: { Text("Tags") })`): a filter pill, text and a chevron, read whole when combined
    /// (judged on unseen apps: such a pill was reported as saying nothing).
    static func isHandedTextProperty(_ view: FunctionCallExprSyntax, in file: SourceFile, index: ProjectIndex) -> Bool {
        guard let name = view.calleeName, index.isViewLike(name),
            let type = view.ancestor(StructDeclSyntax.self),
            type.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
        else { return false }
        let properties = Set(
            type.memberBlock.members.compactMap { member -> String? in
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    binding.accessorBlock == nil, let annotation = binding.typeAnnotation,
                    isFunctionType(annotation.type)
                else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            })
        let handed = view.arguments.compactMap { argument -> String? in
            guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                properties.contains(reference.baseName.text)
            else { return nil }
            return reference.baseName.text
        }
        guard handed.count == 1, let property = handed.first else { return false }
        let typeName = type.name.text
        let creations = file.functionCalls.filter { $0.calleeName == typeName }
        guard !creations.isEmpty else { return false }
        return creations.allSatisfy { creation in
            guard let closure = creation.closure(labeled: property) else { return false }
            return drawsOnlyText(closure.statements, index: index)
        }
    }

    /// Statements that draw at least one text and nothing a person operates, in `if`/`else` branches too.
    private static func drawsOnlyText(_ statements: CodeBlockItemListSyntax, index: ProjectIndex) -> Bool {
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            let expression: ExprSyntax? =
                switch statement.item {
                case let .expr(expression): expression
                case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
                default: nil
                }
            guard var expression else { return false }
            if let ifExpression = expression.as(IfExprSyntax.self) { return drawsOnlyText(ifExpression, index: index) }
            // `Text(title).backport.matchedTransitionSource(…)`: a modifier behind a namespace property
            // still modifies the view before it.
            while let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let namespace = member.base?.as(MemberAccessExprSyntax.self), let view = namespace.base
            {
                expression = view
            }
            let content = TappedContent(of: expression, index: index)
            return content.kind == .plain && content.hasText
        }
    }

    private static func drawsOnlyText(_ ifExpression: IfExprSyntax, index: ProjectIndex) -> Bool {
        guard drawsOnlyText(ifExpression.body.statements, index: index) else { return false }
        switch ifExpression.elseBody {
        case nil: return true
        case let .codeBlock(block)?: return drawsOnlyText(block.statements, index: index)
        case let .ifExpr(next)?: return drawsOnlyText(next, index: index)
        }
    }

    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        return false
    }
}
