import A11yFixCore
import A11yFixSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// What a `Package.swift` says about where code builds: the `platforms:` list and each target's
/// folder. Read from the manifest's syntax, not by running it, so only literal values count —
/// which is how nearly every manifest is written.
public struct SwiftPackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var isTest: Bool
        /// Absolute, standardized folder of the target's sources.
        public var folder: String
        /// `sources:` as absolute paths (nil: the whole folder) and `exclude:`, which SwiftPM leaves out.
        public var sources: [String]? = nil
        public var excluded: [String] = []
        /// Why the target is an app that only UI tests launch, when it is one: an executable target
        /// named like a host (`TestHost`, `AnimationsTestApp`) that no other target depends on.
        public var testHostReason: String? = nil
        /// The targets of this package it depends on by name (`"Core"`, `.target(name: "Core")`).
        public var dependencies: [String] = []

        /// Whether SwiftPM compiles the file at `absolutePath` for this target.
        func compiles(_ absolutePath: String) -> Bool {
            guard absolutePath.hasPrefix(folder + "/") else { return false }
            func within(_ path: String) -> Bool { absolutePath == path || absolutePath.hasPrefix(path + "/") }
            if let sources, !sources.contains(where: within) { return false }
            return !excluded.contains(where: within)
        }
    }

    /// SwiftPM's own minimums, for platforms a manifest does not list.
    public static let minimums: [ApplePlatform: OSVersion] = [
        .iOS: OSVersion(12), .macOS: OSVersion(10, 13), .tvOS: OSVersion(12), .watchOS: OSVersion(4),
        .visionOS: OSVersion(1),
    ]

    public var path: String
    /// The listed platforms with their minimum versions; empty when the manifest lists none.
    public var platforms: [ApplePlatform: OSVersion]
    public var targets: [Target]
    /// Each library product's targets (`.library(name: "Kit", targets: ["Kit", "KitUI"])`).
    public var products: [String: [String]] = [:]
    /// Problems worth a warning (the manifest does not parse); the rest of it is still used.
    public var warnings: [String] = []
    /// Whether every target was read in full: the manifest parses, and each target's name, `path:`
    /// and `sources:` are literals. Only then can it say a file is in no target.
    public var isUnderstood = true
    /// The language mode its targets compile in (`PackageLanguageMode`); nil when it does not say.
    public var languageMode: SwiftLanguageMode?

    /// Nil when there is no readable file at `path`.
    public static func load(path: String) -> SwiftPackageManifest? {
        guard let data = ProjectFile.contents(atPath: path) else { return nil }
        return parse(String(decoding: data, as: UTF8.self), path: path)
    }

    public static func parse(_ text: String, path: String) -> SwiftPackageManifest {
        let tree = Parser.parse(source: text)
        let packageFolder = (path as NSString).deletingLastPathComponent
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var manifest = SwiftPackageManifest(
            path: path, platforms: PackageManifestPlatforms.platforms(in: collector.platforms), targets: [])
        manifest.languageMode = PackageLanguageMode.mode(in: text, tree: tree, path: path)
        if tree.hasError {
            manifest.warnings.append("\(path): does not parse; only what could be read of it is used")
            manifest.isUnderstood = false
        }
        // Names each shipping target depends on, for telling a UI-test host from a shipped tool.
        var shippedDependencies: Set<String> = []
        var executables: Set<String> = []
        for call in collector.targetCalls {
            func argument(_ label: String) -> ExprSyntax? {
                call.arguments.first(where: { $0.label?.text == label })?.expression
            }
            guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let name = argument("name")?.stringLiteralValue
            else {
                manifest.isUnderstood = false
                continue
            }
            let isTest = kind == "testTarget"
            if !isTest, let dependencies = argument("dependencies") {
                shippedDependencies.formUnion(
                    dependencies.tokens(viewMode: .sourceAccurate).compactMap { token in
                        if case let .stringSegment(text) = token.tokenKind { text } else { nil }
                    })
            }
            if kind == "executableTarget" { executables.insert(name) }
            let relative: String
            if let path = argument("path") {
                guard let literal = path.stringLiteralValue else {
                    manifest.isUnderstood = false
                    continue
                }
                relative = literal
            } else {
                relative = defaultFolder(of: name, kind: kind, in: packageFolder)
            }
            let folder = URL(fileURLWithPath: packageFolder).appendingPathComponent(relative).standardizedFileURL.path
            func paths(_ label: String) -> [String]? {
                guard let expression = argument(label) else { return nil }
                let literals = expression.as(ArrayExprSyntax.self)?.elements.map { $0.expression.stringLiteralValue }
                guard let literals, !literals.contains(nil) else {
                    // Sources the reader cannot see would look like leftovers; unseen exclusions only process more.
                    if label == "sources" { manifest.isUnderstood = false }
                    return literals?.compactMap { $0 }.map { XcodePath.join(folder, $0) }
                }
                return literals.compactMap { $0 }.map { XcodePath.join(folder, $0) }
            }
            var made = Target(
                name: name, isTest: isTest, folder: folder, sources: paths("sources"), excluded: paths("exclude") ?? [])
            made.dependencies = argument("dependencies").map(Self.localDependencies) ?? []
            manifest.targets.append(made)
        }
        for call in collector.productCalls {
            let arguments = call.arguments
            guard let name = arguments.first(where: { $0.label?.text == "name" })?.expression.stringLiteralValue,
                let list = arguments.first(where: { $0.label?.text == "targets" })?.expression.as(ArrayExprSyntax.self)
            else { continue }
            manifest.products[name] = list.elements.compactMap { $0.expression.stringLiteralValue }
        }
        for index in manifest.targets.indices {
            let name = manifest.targets[index].name
            if executables.contains(name), CodeKind.isTestHostName(name), !shippedDependencies.contains(name) {
                manifest.targets[index].testHostReason =
                    "executable target '\(name)' is named like one and no other target depends on it"
            }
        }
        return manifest
    }

    /// The names of this package's targets in a `dependencies:` list; products of other packages
    /// (`.product(name:package:)`) are not among them.
    static func localDependencies(_ expression: ExprSyntax) -> [String] {
        guard let list = expression.as(ArrayExprSyntax.self) else { return [] }
        return list.elements.compactMap { element in
            if let name = element.expression.stringLiteralValue { return name }
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ["target", "byName"].contains(kind)
            else { return nil }
            return call.arguments.first(where: { $0.label?.text == "name" })?.expression.stringLiteralValue
        }
    }

    /// The targets a product built from `products` compiles: theirs and all they depend on.
    public func targetsLinked(byProducts names: Set<String>) -> Set<String> {
        var linked: Set<String> = []
        var pending = names.flatMap { products[$0] ?? [] }
        while let name = pending.popLast() {
            guard linked.insert(name).inserted else { continue }
            pending += targets.first(where: { $0.name == name })?.dependencies ?? []
        }
        return linked
    }

    /// Where SwiftPM looks for a target without `path:`: the first of its predefined folders that
    /// holds a folder named after the target (test targets try `Tests` first), else the first.
    static func defaultFolder(of name: String, kind: String, in packageFolder: String) -> String {
        let sources = ["Sources", "Source", "src", "srcs"]
        let candidates = kind == "plugin" ? ["Plugins"] : kind == "testTarget" ? ["Tests"] + sources : sources
        let found = candidates.first { candidate in
            var isDirectory: ObjCBool = false
            let folder = packageFolder + "/" + candidate + "/" + name
            return RunInputs.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        return (found ?? candidates[0]) + "/" + name
    }

    /// The target that compiles `absolutePath` (the deepest, when folders nest).
    public func target(containing absolutePath: String) -> Target? {
        targets.filter { $0.compiles(absolutePath) }.max { $0.folder.count < $1.folder.count }
    }

    /// Whether the manifest speaks for the folder of `absolutePath`: it lies under `Sources`,
    /// `Tests` or `Plugins`, a target's folder, or the folder that holds target folders. A file
    /// there that no target compiles is a leftover; files elsewhere in the package (scripts,
    /// examples, fixtures) are not the manifest's to judge.
    public func covers(_ absolutePath: String) -> Bool {
        guard isUnderstood else { return false }
        let package = XcodePath.parent(of: path)
        var roots = Set(["Sources", "Tests", "Plugins"].map { package + "/" + $0 })
        for target in targets {
            roots.insert(target.folder)
            let parent = XcodePath.parent(of: target.folder)
            if parent != package { roots.insert(parent) }
        }
        return roots.contains { absolutePath.hasPrefix($0 + "/") }
    }

    /// Where a target's code builds: the listed platforms, or every platform when none is listed.
    public var buildPlatforms: Set<ApplePlatform> {
        platforms.isEmpty ? Set(ApplePlatform.allCases) : Set(platforms.keys)
    }

    /// The deployment target per platform it builds for, listed or SwiftPM's minimum.
    public var deploymentTargets: [ApplePlatform: DeploymentTargets.Target] {
        var result: [ApplePlatform: DeploymentTargets.Target] = [:]
        for platform in buildPlatforms {
            if let listed = platforms[platform] {
                result[platform] = .init(version: listed, source: "Package.swift (\(path))")
            } else {
                result[platform] = .init(
                    version: Self.minimums[platform]!, source: "SwiftPM minimum (\(path) lists no platforms)")
            }
        }
        return result
    }

    private final class Collector: SyntaxVisitor {
        var platforms: ArrayExprSyntax?
        var targetCalls: [FunctionCallExprSyntax] = []
        var productCalls: [FunctionCallExprSyntax] = []
        static let targetKinds: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget", "systemLibrary",
        ]

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if platforms == nil, node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) {
                platforms = array
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.base.map({ ["Target", "PackageDescription.Target"].contains($0.trimmedDescription) }) ?? true,
                Self.targetKinds.contains(member.declName.baseName.text), node.arguments.first?.label?.text == "name"
            {
                targetCalls.append(node)
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.base.map({ ["Product", "PackageDescription.Product"].contains($0.trimmedDescription) }) ?? true,
                member.declName.baseName.text == "library", node.arguments.first?.label?.text == "name"
            {
                productCalls.append(node)
            }
            return .visitChildren
        }
    }
}
