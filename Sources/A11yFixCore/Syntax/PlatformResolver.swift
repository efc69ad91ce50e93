import SwiftSyntax

/// Which platform a piece of code is compiled for, as far as the file says: the nearest
/// `#if os(…)` branch around it, else the file's imports.
public enum CodePlatform: Equatable, Sendable {
    case iOS, macOS
    /// tvOS only: a platform whose text styles the font transforms do not map.
    case other
}

public enum PlatformResolver {
    static let iOSFamily: Set<String> = ["iOS", "watchOS", "visionOS", "xrOS"]

    /// From the platforms the project builds the file for, when it says: macOS-only code is
    /// macOS, tvOS-only code is other, code for any iOS-family platform is iOS unless it also
    /// builds for macOS and imports only AppKit. Otherwise from the imports: macOS when the file
    /// imports AppKit or Cocoa and not UIKit; iOS else.
    public static func filePlatform(of file: SourceFile) -> CodePlatform {
        let imports = file.importedModules
        let appKit = (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit")
        if let platforms = file.projectPlatforms, !platforms.isEmpty {
            let iOSFamily = !platforms.isDisjoint(with: [.iOS, .watchOS, .visionOS])
            if !iOSFamily { return platforms.contains(.macOS) ? .macOS : .other }
            if platforms.contains(.macOS), appKit { return .macOS }
            return .iOS
        }
        return appKit ? .macOS : .iOS
    }

    public static func platform(of node: some SyntaxProtocol, in file: SourceFile) -> CodePlatform {
        let imports = file.importedModules
        guard file.hasConditionalCompilation else { return filePlatform(of: file) }
        return conditionalPlatform(
            of: Syntax(node), importsAppKit: imports.contains("AppKit") || imports.contains("Cocoa"))
            ?? filePlatform(of: file)
    }

    /// The platform of the innermost `#if os(…)` branch that names one unambiguously. The
    /// `#else` of `#if os(macOS)` is iOS; the `#else` of `#if os(iOS)` is macOS in a file that
    /// imports AppKit.
    public static func conditionalPlatform(of node: Syntax, importsAppKit: Bool = false) -> CodePlatform? {
        var current: Syntax? = node
        while let next = current?.parent {
            defer { current = next }
            guard let clause = next.as(IfConfigClauseSyntax.self),
                let group = clause.parent?.as(IfConfigClauseListSyntax.self)
            else { continue }
            if let condition = clause.condition {
                if let platform = platform(named: positivePlatforms(in: condition)) { return platform }
            } else {
                // `#else` after `#if os(macOS)` is the iOS side of a two-way split.
                let earlier = group.prefix { $0.id != clause.id }.compactMap(\.condition).map {
                    positivePlatforms(in: $0)
                }
                if earlier.count == 1, earlier[0] == ["macOS"] { return .iOS }
                let named = earlier.reduce(into: Set<String>()) { $0.formUnion($1) }
                if importsAppKit, !earlier.contains(where: \.isEmpty), !named.isEmpty, named.isSubset(of: iOSFamily) {
                    return .macOS
                }
            }
        }
        return nil
    }

    /// The platforms the innermost `#if os(…)` branch around `node` builds for, by name
    /// (`visionOS` for `xrOS`): the names a branch lists, or for `#else` every platform the earlier
    /// branches did not name. Nil outside such a branch, or when a condition negates.
    public static func conditionalPlatformNames(of node: Syntax) -> Set<String>? {
        let all: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
        var current: Syntax? = node
        while let next = current?.parent {
            defer { current = next }
            guard let clause = next.as(IfConfigClauseSyntax.self),
                let group = clause.parent?.as(IfConfigClauseListSyntax.self)
            else { continue }
            if let condition = clause.condition {
                let names = Set(
                    positivePlatforms(in: condition, impliedByImports: true).map { $0 == "xrOS" ? "visionOS" : $0 }
                ).intersection(all)
                if !names.isEmpty { return names }
            } else {
                let earlier = group.prefix { $0.id != clause.id }.compactMap(\.condition).map {
                    positivePlatforms(in: $0, impliedByImports: true)
                }
                if !earlier.isEmpty, !earlier.contains(where: \.isEmpty) {
                    return all.subtracting(
                        earlier.reduce(into: Set<String>()) { $0.formUnion($1.map { $0 == "xrOS" ? "visionOS" : $0 }) })
                }
            }
        }
        return nil
    }

    private static func platform(named names: Set<String>) -> CodePlatform? {
        // Any branch that may build for tvOS is tvOS code as far as the transforms care.
        if names.contains("tvOS") { return .other }
        if names == ["macOS"] { return .macOS }
        if !names.isEmpty, names.isSubset(of: iOSFamily) { return .iOS }
        return nil
    }

    /// Platforms named by `os(X)` in a condition without negation, or implied by
    /// `canImport(AppKit)` (macOS), `canImport(UIKit)` (iOS, tvOS, visionOS) and
    /// `targetEnvironment(macCatalyst)` (iOS code); empty when any part is negated.
    /// `impliedByImports` off: only `os(…)` counts (the font transforms' tvOS rule is about `os(tvOS)`).
    static func positivePlatforms(in condition: ExprSyntax, impliedByImports: Bool = false) -> Set<String> {
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        if tokens.contains(where: { $0.tokenKind == .prefixOperator("!") }) { return [] }
        var names: Set<String> = []
        for index in tokens.indices.dropLast(2) where tokens[index + 1].tokenKind == .leftParen {
            let argument = tokens[index + 2].text
            switch tokens[index].text {
            case "os": names.insert(argument)
            case _ where !impliedByImports: break
            case "canImport" where argument == "AppKit" || argument == "Cocoa": names.insert("macOS")
            case "canImport" where argument == "UIKit": names.formUnion(["iOS", "tvOS", "visionOS"])
            case "targetEnvironment" where argument == "macCatalyst": names.insert("iOS")
            default: break
            }
        }
        return names
    }
}

extension SourceFile {
    /// Modules named by the file's top-level `import` declarations, including those inside
    /// top-level `#if canImport(…)` blocks.
    /// Modules imported outside any `#if`: available wherever the file builds.
    static func unconditionalImports(of tree: SourceFileSyntax) -> Set<String> {
        Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
    }

    static func importedModules(of tree: SourceFileSyntax) -> Set<String> {
        var modules: Set<String> = []
        func scan(_ statements: CodeBlockItemListSyntax) {
            for statement in statements {
                if let importDecl = statement.item.as(ImportDeclSyntax.self), let first = importDecl.path.first {
                    modules.insert(first.name.text)
                } else if let conditional = statement.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case let .statements(inner)? = clause.elements { scan(inner) }
                    }
                }
            }
        }
        scan(tree.statements)
        return modules
    }
}
