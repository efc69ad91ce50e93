import A11yFixSyntax
import SwiftSyntax

/// The members of the type around some code, as the file declares them: its class, struct, enum
/// or actor and its extensions in the same file. An animation block that calls `self.update()`
/// is judged by what `update()` changes (judged on real apps: a cell's selection colours gated).
enum OwnMembers {
    /// `update()`, `self.update()`, `self?.update()`: a call of the type's own method.
    static func isOwnCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        let root = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        return root.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The body of the one method named `name` taking `arguments` parameters that the type around
    /// `node` declares in this file; nil when there is none, or several (overloads not told apart).
    static func method(named name: String, arguments: Int, around node: Syntax) -> CodeBlockSyntax? {
        function(named: name, arguments: arguments, around: node)?.body
    }

    /// The one method named `name` taking `arguments` parameters that the type around `node`
    /// declares in this file; nil when there is none, or several.
    static func function(named name: String, arguments: Int, around node: Syntax) -> FunctionDeclSyntax? {
        let functions = members(around: node).compactMap { member -> FunctionDeclSyntax? in
            guard let function = member.as(FunctionDeclSyntax.self), function.name.text == name,
                function.signature.parameterClause.parameters.count == arguments, function.body != nil
            else { return nil }
            return function
        }
        return functions.count == 1 ? functions.first : nil
    }

    /// The `didSet` (else `willSet`) body of the stored property `name` that the type around `node`
    /// declares in this file, or the `set` body of its computed property: setting the property runs
    /// it, so what it changes is what the write does (judged on apps never tuned on: `self.rating = 4`
    /// whose observer only swaps star images; `showsBorder = false` whose setter only fades).
    static func observer(of name: String, around node: Syntax) -> CodeBlockItemListSyntax? {
        for member in members(around: node) {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard case let .accessors(accessors)? = binding.accessorBlock?.accessors else { return nil }
                if let setter = accessors.first(where: { $0.accessorSpecifier.text == "set" }) {
                    return setter.body?.statements
                }
                let observers = accessors.filter { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
                // Only observers: a getter makes it computed, and its setter is what runs.
                guard observers.count == accessors.count else { return nil }
                let chosen = observers.first { $0.accessorSpecifier.text == "didSet" } ?? observers.first
                return chosen?.body?.statements
            }
        }
        return nil
    }

    /// What the member `name` of the type around `node` (declared in this file, in the type or an
    /// extension of it) holds: its initializer, or its getter's code (`var duration: TimeInterval {
    /// reduceMotion ? 0 : 0.2 }`). Nil when the file declares no such member.
    static func declaredValue(of name: String, around node: Syntax) -> Syntax? {
        for member in members(around: node) {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let value = binding.initializer?.value { return Syntax(value) }
                switch binding.accessorBlock?.accessors {
                case let .getter(body)?: return Syntax(body)
                case let .accessors(accessors)?:
                    return accessors.first { $0.accessorSpecifier.text == "get" }?.body.map(Syntax.init)
                case nil: return nil
                }
            }
        }
        return nil
    }

    /// A theme the type keeps (`activeCollection: ThemeCollection`, `theme = .dark`): switching it
    /// recolours the views that draw with it, and moves nothing.
    static func isTheme(_ property: String, around node: Syntax) -> Bool {
        if property.lowercased().contains("theme") { return true }
        return members(around: node).contains { member in
            guard let variable = member.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
                    && binding.typeAnnotation?.type.trimmedText.includes("Theme") == true
            }
        }
    }

    /// The member declarations of the type around `node` and of its extensions in the file.
    private static func members(around node: Syntax) -> [DeclSyntax] {
        guard let name = typeName(around: node) else { return [] }
        var members: [DeclSyntax] = []
        for statement in node.root.as(SourceFileSyntax.self)?.statements ?? [] {
            collect(statement.item, named: name, into: &members)
        }
        return members
    }

    /// Top-level types and extensions, and the types nested in them, named `name`.
    private static func collect(_ item: some SyntaxProtocol, named name: String, into members: inout [DeclSyntax]) {
        guard let group = Syntax(item).asProtocol(DeclGroupSyntax.self) else { return }
        if groupName(group) == name { members += group.memberBlock.members.map(\.decl) }
        for member in group.memberBlock.members { collect(member.decl, named: name, into: &members) }
    }

    private static func typeName(around node: Syntax) -> String? {
        var current = node
        while let parent = current.parent {
            if let group = parent.asProtocol(DeclGroupSyntax.self) { return groupName(group) }
            current = parent
        }
        return nil
    }

    /// `class Cell` → `Cell`; `extension Outer.Cell` → `Cell`.
    private static func groupName(_ group: some DeclGroupSyntax) -> String? {
        if let named = Syntax(group).asProtocol(NamedDeclSyntax.self) { return named.name.text }
        guard let type = group.as(ExtensionDeclSyntax.self)?.extendedType else { return nil }
        return type.as(MemberTypeSyntax.self)?.name.text ?? type.as(IdentifierTypeSyntax.self)?.name.text
    }
}
