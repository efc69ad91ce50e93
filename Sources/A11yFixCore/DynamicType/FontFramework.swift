import A11yFixSyntax
import SwiftSyntax

/// Which framework a font expression belongs to: an implicit member (`.systemFont(ofSize: 13)`)
/// is a `UIFont` or an `NSFont` by what it is assigned to.
enum FontFramework {
    case uiKit, appKit, unknown

    /// From the declared type of a name: `NSTextField`, `NSFont?` → AppKit; `UILabel` → UIKit.
    static func of(typeName: String) -> FontFramework {
        let name = typeName.trimmingCharacters(in: ["?", "!", " "])
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if last.hasPrefix("NS"), last.dropFirst(2).first?.isUppercase == true,
            !["NSAttributedString", "NSMutableAttributedString", "NSString", "NSObject", "NSLayoutConstraint"].contains(
                last)
        {
            return .appKit
        }
        if last.hasPrefix("UI"), last.dropFirst(2).first?.isUppercase == true { return .uiKit }
        return .unknown
    }

    /// The framework `target` (a font expression) is written for: the declared type of the
    /// receiver of `receiver.font = target`, the annotation of the variable it initializes, or
    /// the return type of the function or property that returns it.
    static func of(_ target: ExprSyntax, receiver: String?, in file: SourceFile) -> FontFramework {
        if let receiver,
            let name = receiver.split(separator: ".").last.map({ String($0).trimmingCharacters(in: ["?", "!"]) })
        {
            if let type = declaredType(of: name, at: Syntax(target), in: file) { return of(typeName: type) }
            return .unknown
        }
        var current = Syntax(target)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { of(typeName: $0.type.trimmedText) } ?? .unknown
            }
            if parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) {
                return returnType(around: parent).map { of(typeName: $0) } ?? .unknown
            }
            guard
                parent.is(ExprSyntax.self) || parent.is(InitializerClauseSyntax.self) || parent.is(ExprListSyntax.self)
            else { return .unknown }
            current = parent
        }
        return .unknown
    }

    /// The declared return type of the function, or the type of the computed property, a return
    /// at `node` belongs to.
    static func returnType(around node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.trimmedText
            }
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedText }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The type a name is declared with: a parameter of an enclosing function, a binding before
    /// it, or any variable of that name in the file.
    static func declaredType(of name: String, at node: Syntax, in file: SourceFile) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self),
                let parameter = function.signature.parameterClause.parameters.first(where: {
                    ($0.secondName ?? $0.firstName).text == name
                })
            {
                return parameter.type.trimmedText
            }
            if let closure = parent.as(ClosureExprSyntax.self),
                case let .parameterClause(clause)? = closure.signature?.parameterClause,
                let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return parameter.type?.trimmedText
            }
            current = parent.parent
        }
        if let binding = LocalNames.binding(of: name, before: node), let type = Self.type(of: binding) { return type }
        for variable in file.variableDecls {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = Self.type(of: binding) { return type }
            }
        }
        return nil
    }

    private static func type(of binding: PatternBindingSyntax) -> String? {
        if let annotated = binding.typeAnnotation?.type.trimmedText { return annotated }
        return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
    }
}
