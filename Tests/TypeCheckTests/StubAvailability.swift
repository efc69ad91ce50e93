import A11yFixCore
import A11yFixSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// What the Linux compiler cannot check: OS availability. The stubs' `@available` attributes are
/// the data; a use of a stub API introduced after the code's deployment target must sit inside a
/// matching `if #available` / `guard #available` / `@available` (a11yfix's own `Availability`
/// computes what a place can assume, the same logic the transforms use).
struct StubAvailability {
    /// One stub declaration that carries availability: its labels (for functions and
    /// initializers), which of its parameters have defaults, and its module.
    struct Declaration {
        var labels: [String]?
        var defaulted: [Bool]
        var module: String
        var versions: [ApplePlatform: OSVersion]

        /// Whether a call with these written labels (plus trailing closures) can mean this declaration:
        /// the written labels in order, any skipped parameter defaulted, the rest filled by
        /// trailing closures or defaults.
        func matches(written: [String], trailingClosures: Int) -> Bool {
            guard let labels else { return false }
            var parameter = 0
            for label in written {
                while parameter < labels.count && labels[parameter] != label {
                    guard defaulted[parameter] else { return false }
                    parameter += 1
                }
                guard parameter < labels.count else { return false }
                parameter += 1
            }
            let rest = (parameter..<labels.count).filter { !defaulted[$0] }.count
            return rest <= trailingClosures && labels.count - parameter >= trailingClosures
        }
    }

    /// By name (`accessibilityLabel`, `AccessibilityNotification`, `NSImage.init`, `title2`).
    private(set) var declarations: [String: [Declaration]] = [:]
    /// Stub modules, for picking the declarations a file can see.
    private(set) var modules: Set<String> = []

    init(stubs: URL) throws {
        for module in PackagePaths_contents(stubs) {
            let folder = stubs.appendingPathComponent(module)
            guard (try? folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            modules.insert(module)
            for file in PackagePaths_contents(folder) where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let collector = DeclarationCollector(viewMode: .sourceAccurate)
                collector.walk(Parser.parse(source: source))
                // Declarations without availability count too: they make an ambiguous use available.
                for (name, labels, defaulted, versions) in collector.found {
                    declarations[name, default: []].append(
                        Declaration(labels: labels, defaulted: defaulted, module: module, versions: versions))
                }
            }
        }
    }

    /// What a use needs: the declarations it can mean, from the modules the file imports itself
    /// when one of them has the name (SwiftUI's `.title2` is not UIKit's), merged to the lowest
    /// version per platform so an ambiguous use is never held to the stricter overload.
    private func requirement(name: String, written: [String]?, trailingClosures: Int, imports: Set<String>)
        -> [ApplePlatform: OSVersion]?
    {
        guard var candidates = declarations[name] else { return nil }
        if let written {
            candidates = candidates.filter { $0.matches(written: written, trailingClosures: trailingClosures) }
        } else {
            candidates = candidates.filter { $0.labels == nil }
        }
        let own = candidates.filter { imports.contains($0.module) }
        if !own.isEmpty { candidates = own }
        guard var merged = candidates.first?.versions else { return nil }
        for candidate in candidates.dropFirst() {
            var next: [ApplePlatform: OSVersion] = [:]
            for (platform, version) in merged {
                if let other = candidate.versions[platform] { next[platform] = min(version, other) }
            }
            merged = next
        }
        return merged.isEmpty ? nil : merged
    }

    /// Every use of a stub API that the code at that place cannot assume, as `line N: message`.
    func violations(in source: String, targets: DeploymentTargets) -> [String] {
        let file = SourceFile(path: "checked.swift", text: source)
        let imports = file.importedModules.union(file.importedModules.contains("Cocoa") ? ["AppKit"] : [])
        let availability = Availability(targets: targets)
        let finder = UseFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var messages: [String] = []
        for use in finder.uses {
            guard
                let needed = requirement(
                    name: use.name, written: use.labels, trailingClosures: use.trailingClosures, imports: imports)
            else { continue }
            let minimum = availability.minimumVersions(at: use.node, in: file)
            let unmet = minimum.filter { platform, version in needed[platform].map { version < $0 } ?? false }
            guard !unmet.isEmpty else { continue }
            let line = file.location(of: use.node.positionAfterSkippingLeadingTrivia.utf8Offset).line
            let requirement = unmet.keys.sorted { $0.rawValue < $1.rawValue }
                .map { "\($0.rawValue) \(needed[$0]!) (this code runs on \($0.rawValue) \(unmet[$0]!))" }.joined(
                    separator: ", ")
            let what = use.labels.map { "\(use.name)(\($0.map { $0 + ":" }.joined()))" } ?? use.name
            messages.append("line \(line): \(what) needs \(requirement) and is not inside a matching if #available")
        }
        return messages
    }

    /// Declarations in the stubs with their availability, including what they inherit from an
    /// enclosing type or extension.
    private final class DeclarationCollector: SyntaxVisitor {
        var found: [(String, [String]?, [Bool], [ApplePlatform: OSVersion])] = []

        private func availability(of node: some SyntaxProtocol) -> [ApplePlatform: OSVersion] {
            var versions: [ApplePlatform: OSVersion] = [:]
            var current: Syntax? = Syntax(node)
            while let syntax = current {
                if let declaration = syntax.asProtocol(WithAttributesSyntax.self) {
                    for attribute in declaration.attributes {
                        guard let attribute = attribute.as(AttributeSyntax.self),
                            attribute.attributeName.trimmedText == "available",
                            case let .availability(arguments)? = attribute.arguments
                        else { continue }
                        // `iOS 14.0, macOS 11.0, *` and the long form `iOS, introduced: 14.0, deprecated: 17.0`.
                        var longFormPlatform: ApplePlatform?
                        for argument in arguments {
                            var found: (ApplePlatform, OSVersion)?
                            switch argument.argument {
                            case let .availabilityVersionRestriction(restriction):
                                if let platform = Self.platform(restriction.platform.text),
                                    let text = restriction.version?.trimmedText,
                                    let version = OSVersion(text)
                                {
                                    found = (platform, version)
                                }
                            case let .token(token):
                                longFormPlatform = Self.platform(token.text)
                            case let .availabilityLabeledArgument(labeled):
                                if labeled.label.text == "introduced", let platform = longFormPlatform,
                                    let version = OSVersion(labeled.value.trimmedText)
                                {
                                    found = (platform, version)
                                }
                            }
                            if let (platform, version) = found {
                                versions[platform] = max(versions[platform] ?? version, version)
                            }
                        }
                    }
                }
                current = syntax.parent
            }
            return versions
        }

        static func platform(_ name: String) -> ApplePlatform? {
            ApplePlatform(rawValue: name == "xrOS" ? "visionOS" : name)
        }

        /// The type a member is declared in (`Font` for `Font.title2`), for `Type.member` uses.
        private func enclosingType(of node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let parent = current {
                if let declaration = parent.asProtocol(NamedDeclSyntax.self),
                    parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                        || parent.is(EnumDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self)
                {
                    return declaration.name.text
                }
                if let extensionDeclaration = parent.as(ExtensionDeclSyntax.self) {
                    return extensionDeclaration.extendedType.trimmedText.split(separator: ".").last.map(String.init)
                }
                current = parent.parent
            }
            return nil
        }

        private func add(_ name: String, _ parameters: FunctionParameterListSyntax?, _ node: some SyntaxProtocol) {
            if parameters == nil, let type = enclosingType(of: node) {
                found.append((type + "." + name, nil, [], availability(of: node)))
            }
            let labels = parameters.map { $0.map { $0.firstName.text } }
            let defaulted = parameters.map { $0.map { $0.defaultValue != nil } } ?? []
            found.append((name, labels, defaulted, availability(of: node)))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.signature.parameterClause.parameters, node)
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            // Keyed by type: `NSImage.init`.
            var type = ""
            var current = node.parent
            while let parent = current, type.isEmpty {
                if let declaration = parent.asProtocol(NamedDeclSyntax.self) { type = declaration.name.text }
                if let extensionDeclaration = parent.as(ExtensionDeclSyntax.self) {
                    type =
                        extensionDeclaration.extendedType.trimmedText.split(separator: ".").last.map(String.init) ?? ""
                }
                current = parent.parent
            }
            add(type + ".init", node.signature.parameterClause.parameters, node)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { add(name, nil, node) }
            }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, nil, node)
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, nil, node)
            return .visitChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, nil, node)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, nil, node)
            return .visitChildren
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, nil, node)
            return .visitChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, nil, node)
            return .skipChildren
        }
    }

    /// Calls (with their written argument labels and trailing closures), member names (`.title2`,
    /// `UIAccessibility.post`), and type names in the checked file.
    private final class UseFinder: SyntaxVisitor {
        struct Use {
            var name: String
            var labels: [String]?
            var trailingClosures = 0
            var node: Syntax
        }

        var uses: [Use] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            let closures = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                // A method on a variable (`items.append(x)`) is of a type the check cannot know;
                // modifiers hang off expressions (`Text("a").font(…)`) or nothing (`.padding()`).
                if let base = member.base?.as(DeclReferenceExprSyntax.self),
                    base.baseName.text.first?.isUppercase != true
                {
                    return .visitChildren
                }
                if let base = member.base?.as(MemberAccessExprSyntax.self),
                    base.base?.is(DeclReferenceExprSyntax.self) == true,
                    base.declName.baseName.text.first?.isUppercase != true
                {
                    return .visitChildren
                }
                if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
                    uses.append(
                        Use(
                            name: base.baseName.text + ".init", labels: labels, trailingClosures: closures,
                            node: Syntax(node)))
                } else {
                    uses.append(Use(name: name, labels: labels, trailingClosures: closures, node: Syntax(node)))
                    // `AccessibilityNotification.Announcement(…)`: a nested type's initializer.
                    if name.first?.isUppercase == true {
                        uses.append(
                            Use(name: name + ".init", labels: labels, trailingClosures: closures, node: Syntax(node)))
                    }
                }
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                // `Type(…)` is an initializer; `function(…)` a free function.
                uses.append(
                    Use(
                        name: name.first?.isUppercase == true ? name + ".init" : name, labels: labels,
                        trailingClosures: closures, node: Syntax(node)))
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // The callee of a call is checked with its labels above. Without type information a
            // member is only matched when its type is evident: an implicit member (`.title2`) or
            // a member of a named type (`Font.title2`); `items.isEmpty` is left alone.
            guard node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id else {
                return .visitChildren
            }
            let name = node.declName.baseName.text
            if node.base == nil {
                uses.append(Use(name: name, labels: nil, node: Syntax(node)))
            } else if let type = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                type.first?.isUppercase == true
            {
                uses.append(Use(name: type + "." + name, labels: nil, node: Syntax(node)))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text.first?.isUppercase == true {
                uses.append(Use(name: node.baseName.text, labels: nil, node: Syntax(node)))
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            uses.append(Use(name: node.name.text, labels: nil, node: Syntax(node)))
            return .visitChildren
        }
    }
}

private func PackagePaths_contents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
}
