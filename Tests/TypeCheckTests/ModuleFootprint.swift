import SwiftParser
import SwiftSyntax

/// What one file could show the other files of a module it is compiled in, so that files can be
/// type-checked many to a compiler run without one's declarations deciding whether another's
/// code type-checks. Two files may share a run only when neither mentions a name the other
/// declares; a file whose effect cannot be told by names (top-level code, `@main`, a conformance
/// added to another module's type, an operator, an unlabeled initializer or subscript added to
/// another module's type) is checked alone, as every file was before.
struct ModuleFootprint {
    /// Names other files could reach: top-level declarations, and the extended type and the
    /// members of an extension of a type the file does not declare.
    var declared: Set<String> = []
    /// Every identifier the file spells (`$name` as `name`, backticks removed).
    var mentioned: Set<String> = []
    /// Checked alone: what it adds to the module is not all named, or it is a main file.
    var alone = false

    init(source: String) {
        let tree = Parser.parse(source: source)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case let .identifier(text): mentioned.insert(Self.bare(text))
            case let .dollarIdentifier(text): mentioned.insert(String(text.dropFirst()))
            default: continue
            }
        }
        var declarations: [DeclSyntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard case let .decl(declaration) = item.item else {
                    alone = true  // top-level code: only a main file may have it
                    continue
                }
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        switch clause.elements {
                        case let .statements(statements)?: collect(statements)
                        case nil: continue
                        default: alone = true
                        }
                    }
                } else {
                    declarations.append(declaration)
                }
            }
        }
        collect(tree.statements)
        let ownTypes = Set(declarations.compactMap { Self.typeName(of: $0) })
        for declaration in declarations {
            if declaration.as(ImportDeclSyntax.self) != nil { continue }
            if Self.hasMainAttribute(declaration) { alone = true }
            if let name = Self.typeName(of: declaration) {
                declared.insert(name)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                guard case .identifier = function.name.tokenKind else {
                    alone = true  // an operator
                    continue
                }
                declared.insert(Self.bare(function.name.text))
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                declared.insert(Self.bare(alias.name.text))
            } else if let ext = declaration.as(ExtensionDeclSyntax.self) {
                guard let extended = Self.baseName(of: ext.extendedType) else {
                    alone = true
                    continue
                }
                if ownTypes.contains(extended) { continue }  // reached only through the file's own type
                // A conformance changes what other files' code may do with the type, unnamed.
                if ext.inheritanceClause != nil { alone = true }
                declared.insert(extended)
                for member in ext.memberBlock.members { addMember(member.decl) }
            } else {
                // A top-level variable (script semantics in a main file), a macro, an operator or
                // precedence group declaration, a macro expansion.
                alone = true
            }
        }
    }

    /// An extension member of another module's type: reached by its name, or for an initializer
    /// or subscript by its argument labels.
    private mutating func addMember(_ member: DeclSyntax) {
        if let name = Self.typeName(of: member) {
            declared.insert(name)
        } else if let function = member.as(FunctionDeclSyntax.self) {
            guard case .identifier = function.name.tokenKind else {
                alone = true
                return
            }
            declared.insert(Self.bare(function.name.text))
        } else if let variable = member.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    alone = true
                    continue
                }
                declared.insert(Self.bare(pattern.identifier.text))
            }
        } else if let alias = member.as(TypeAliasDeclSyntax.self) {
            declared.insert(Self.bare(alias.name.text))
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            addLabels(initializer.signature.parameterClause.parameters)
        } else if let subscripted = member.as(SubscriptDeclSyntax.self) {
            // A subscript's parameters have no argument label unless one is written twice.
            let labels = subscripted.parameterClause.parameters.compactMap { parameter in
                parameter.secondName == nil || parameter.firstName.tokenKind == .wildcard
                    ? nil : parameter.firstName.text
            }
            guard labels.count == subscripted.parameterClause.parameters.count, !labels.isEmpty else {
                alone = true
                return
            }
            declared.formUnion(labels.map(Self.bare))
        } else if let conditional = member.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                guard case let .decls(members)? = clause.elements else { continue }
                for item in members { addMember(item.decl) }
            }
        } else {
            alone = true
        }
    }

    /// An initializer is reached by its labels; one whose first argument has none is not told by names.
    private mutating func addLabels(_ parameters: FunctionParameterListSyntax) {
        guard let first = parameters.first, first.firstName.tokenKind != .wildcard else {
            alone = true
            return
        }
        for parameter in parameters where parameter.firstName.tokenKind != .wildcard {
            declared.insert(Self.bare(parameter.firstName.text))
        }
    }

    /// Whether the two can be checked in one module: neither mentions a name the other declares.
    func canShareModule(with other: ModuleFootprint) -> Bool {
        !alone && !other.alone && declared.isDisjoint(with: other.mentioned)
            && other.declared.isDisjoint(with: mentioned)
    }

    private static func typeName(of declaration: DeclSyntax) -> String? {
        if let type = declaration.as(StructDeclSyntax.self) { return bare(type.name.text) }
        if let type = declaration.as(ClassDeclSyntax.self) { return bare(type.name.text) }
        if let type = declaration.as(EnumDeclSyntax.self) { return bare(type.name.text) }
        if let type = declaration.as(ProtocolDeclSyntax.self) { return bare(type.name.text) }
        if let type = declaration.as(ActorDeclSyntax.self) { return bare(type.name.text) }
        return nil
    }

    private static func baseName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return bare(identifier.name.text) }
        if let member = type.as(MemberTypeSyntax.self) { return baseName(of: member.baseType) }
        return nil
    }

    private static func hasMainAttribute(_ declaration: DeclSyntax) -> Bool {
        guard let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes else { return false }
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
    }

    private static func bare(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
