import A11yFixSyntax
import SwiftSyntax

/// A name declared with a view type: `let popup: T` in `struct Popup<T: View>`, a parameter
/// `content: some View` or `badge: V` with `<V: View>`. `.animation(x)` on it animates a view,
/// not a Binding or an effect (judged on apps never tuned on: a popup sliding in from a modifier).
enum DeclaredView {
    static func isView(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            defer { current = scope.parent }
            if let function = scope.as(FunctionDeclSyntax.self),
                let type = parameterType(name, in: function.signature.parameterClause)
            {
                return isViewType(
                    type, generics: function.genericParameterClause, whereClause: function.genericWhereClause)
            }
            if let initializer = scope.as(InitializerDeclSyntax.self),
                let type = parameterType(name, in: initializer.signature.parameterClause)
            {
                return isViewType(
                    type, generics: initializer.genericParameterClause, whereClause: initializer.genericWhereClause)
            }
            if let type = scope.as(StructDeclSyntax.self) {
                guard let declared = propertyType(name, in: type.memberBlock) else { return false }
                return isViewType(declared, generics: type.genericParameterClause, whereClause: type.genericWhereClause)
            }
            if scope.isProtocol((any DeclGroupSyntax).self) { return false }
        }
        return false
    }

    private static func parameterType(_ name: String, in clause: FunctionParameterClauseSyntax) -> TypeSyntax? {
        clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type
    }

    private static func propertyType(_ name: String, in members: MemberBlockSyntax) -> TypeSyntax? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedText == name {
                return binding.typeAnnotation?.type
            }
        }
        return nil
    }

    /// `some View`, `AnyView`, or a generic parameter constrained to `View` (`T: View`, `where T: View`).
    private static func isViewType(
        _ type: TypeSyntax, generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?
    ) -> Bool {
        let text = type.trimmedText
        if text == "some View" || text == "AnyView" || text == "any View" { return true }
        if generics?.parameters.contains(where: { $0.name.text == text && $0.inheritedType?.trimmedText == "View" })
            == true
        {
            return true
        }
        return whereClause?.requirements.contains { requirement in
            guard case let .conformanceRequirement(conformance) = requirement.requirement else { return false }
            return conformance.leftType.trimmedText == text && conformance.rightType.trimmedText == "View"
        } ?? false
    }
}
