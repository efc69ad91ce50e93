import SwiftSyntax

/// Local names around a node: parameters of the enclosing functions and closures, and bindings
/// made earlier in the enclosing blocks (the file's top level included, type members not).
enum LocalNames {
    /// The parameter of an enclosing function or initializer named `name` (closure parameters
    /// have no default, so they are only reported by `isParameter`).
    static func parameter(_ name: String, at node: Syntax) -> FunctionParameterSyntax? {
        var current = node.parent
        while let parent = current {
            let parameters =
                parent.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let found = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return found
            }
            // A closure parameter of that name hides the function's.
            if let closure = parent.as(ClosureExprSyntax.self), closureNames(closure).contains(name) { return nil }
            current = parent.parent
        }
        return nil
    }

    static func isParameter(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == name
                }) {
                    return true
                }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == name
                }) {
                    return true
                }
            } else if let closure = parent.as(ClosureExprSyntax.self), closureNames(closure).contains(name) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    static func closureNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: list.map(\.name.text)
        case let .parameterClause(clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }

    /// The nearest `let`/`var` binding of `name` in a statement before `node`, in its block or an
    /// enclosing one.
    static func binding(of name: String, before node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let parent = current {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                var found: PatternBindingSyntax?
                for item in list where item.endPosition <= node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = binding
                    }
                }
                if let found { return found }
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Whether `name` is declared in the function, closure or accessor body around `node`
    /// (a parameter or a local), as opposed to a property.
    static func isLocal(_ name: String, at node: Syntax) -> Bool {
        isParameter(name, at: node) || binding(of: name, before: node) != nil
    }
}
