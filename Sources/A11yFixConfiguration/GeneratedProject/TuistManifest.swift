import A11yFixCore
import A11yFixSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// A Tuist `Project.swift` read as the Xcode project it generates. Read from its syntax, not
/// run, so only literals count: a `Project(…)` call whose `targets:` is an array of
/// `.target(…)` / `Target(…)` calls. A project a helper builds (`Tuist/ProjectDescriptionHelpers`)
/// gives no targets and one warning saying why.
enum TuistManifest {
    static let fileName = "Project.swift"

    /// Nil when the file is not a Tuist manifest (a `Project.swift` model file of an app that
    /// does not import ProjectDescription).
    static func load(path: String) -> XcodeProject? {
        guard let data = RunInputs.contents(atPath: path) else { return nil }
        return parse(String(decoding: data, as: UTF8.self), path: path)
    }

    static func parse(_ text: String, path: String) -> XcodeProject? {
        let tree = Parser.parse(source: text)
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
        guard imports.contains("ProjectDescription") else { return nil }
        func unread(_ reason: String) -> XcodeProject {
            var project = XcodeProject(
                path: path, targets: [], warnings: ["\(path): \(reason); a11yfix reads literals only"])
            if !tree.hasError { project.agreed = agreedTargets(in: tree, path: path) }
            return project
        }
        if tree.hasError { return unread("does not parse") }
        let finder = ProjectCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let call = finder.project else { return unread("no Project(…) call (a helper builds the project?)") }
        guard let list = Self.argument(call, "targets")?.as(ArrayExprSyntax.self) else {
            return unread("Project(targets:) is not an array of targets")
        }
        var reader = TuistTargetReader(folder: XcodePath.parent(of: path), manifest: path)
        var targets: [XcodeProject.Target] = []
        for element in list.elements {
            guard let target = reader.target(element.expression) else {
                return unread("a target in Project(targets:) is not a .target(name: \"…\", …) call")
            }
            targets.append(target)
        }
        let warnings = reader.gaps.map { "\(path): \($0)" }
        return XcodeProject(
            path: path, targets: targets, warnings: warnings, isPartial: !warnings.isEmpty || reader.listsNoSources)
    }

    /// What every target call of a manifest whose targets are made by helpers (a function that
    /// computes the name) agrees on: the one platform set all their `destinations:` or
    /// `platform:` literals name, and per platform the lowest deployment target. Nil when a call
    /// computes its platforms or two calls disagree.
    static func agreedTargets(in tree: SourceFileSyntax, path: String) -> XcodeProject.AgreedTargets? {
        let finder = TargetCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var reader = TuistTargetReader(folder: XcodePath.parent(of: path), manifest: path)
        var agreed: Set<ApplePlatform>?
        var lowest: [ApplePlatform: DeploymentTargets.Target] = [:]
        for call in finder.calls {
            let gaps = reader.gaps.count
            let (platforms, _) = reader.platforms(of: call, target: "…")
            guard reader.gaps.count == gaps, !platforms.isEmpty, agreed.map({ $0 == platforms }) ?? true else {
                return nil
            }
            agreed = platforms
            for (platform, target) in reader.deploymentTargets(of: call, for: platforms, target: "…")
            where lowest[platform].map({ target.version < $0.version }) ?? true {
                lowest[platform] = DeploymentTargets.Target(
                    version: target.version, source: "Project.swift, every target (\(path))")
            }
        }
        return agreed.map { XcodeProject.AgreedTargets(platforms: $0, deploymentTargets: lowest) }
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The first `Project(…)` call, however it is qualified.
    private final class ProjectCallFinder: SyntaxVisitor {
        var project: FunctionCallExprSyntax?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            if project == nil, ["Project", "ProjectDescription.Project"].contains(callee),
                node.arguments.contains(where: { $0.label?.text == "targets" })
            {
                project = node
            }
            return project == nil ? .visitChildren : .skipChildren
        }
    }
}

/// Every Tuist target call that names its platforms (`.target(…, destinations: …)`), wherever
/// it is: in a helper function, a global, or the `Project(targets:)` list.
private final class TargetCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if [".target", "Target.target", "Target", "ProjectDescription.Target"].contains(callee),
            node.arguments.contains(where: { ["destinations", "platform"].contains($0.label?.text) })
        {
            calls.append(node)
        }
        return .visitChildren
    }
}

/// One Tuist target call made into the target Tuist generates. A computed value leaves what it
/// sets unknown and adds a gap (a warning), never a guess.
struct TuistTargetReader {
    let folder: String
    let manifest: String
    private(set) var gaps: [String] = []
    /// A target without `sources:` or `buildableFolders:`.
    private(set) var listsNoSources = false

    init(folder: String, manifest: String) {
        self.folder = folder
        self.manifest = manifest
    }

    /// Tuist destinations by the platform a11yfix knows them as; `macCatalyst` is iOS code.
    private static let destinations: [String: ApplePlatform] = [
        "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "appleVisionWithiPadDesign": .iOS,
        "macCatalyst": .iOS, "mac": .macOS, "appleWatch": .watchOS, "appleTv": .tvOS, "appleVision": .visionOS,
    ]
    private static let productTypes = [
        "app": "application", "framework": "framework", "staticFramework": "framework.static",
        "staticLibrary": "library.static", "dynamicLibrary": "library.dynamic", "appExtension": "app-extension",
        "unitTests": "bundle.unit-test", "uiTests": "bundle.ui-testing", "bundle": "bundle",
        "commandLineTool": "tool", "watch2App": "application.watchapp2", "watch2Extension": "watchkit2-extension",
        "appClip": "application.on-demand-install-capable", "widgetExtension": "app-extension",
    ]

    /// Nil unless `expression` is `.target(name: "…", …)`, `Target.target(…)` or `Target(name: "…", …)`.
    mutating func target(_ expression: ExprSyntax) -> XcodeProject.Target? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard [".target", "Target.target", "Target", "ProjectDescription.Target"].contains(callee),
            let name = TuistManifest.argument(call, "name")?.stringLiteralValue
        else { return nil }
        let (platforms, catalyst) = platforms(of: call, target: name)
        let product = TuistManifest.argument(call, "product")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let type = product.flatMap { Self.productTypes[$0] }
        var files: Set<String> = []
        var folders: [XcodeProject.SynchronizedFolder] = []
        addSources(of: call, target: name, files: &files, folders: &folders)
        return XcodeProject.Target(
            name: name, productType: type.map { "com.apple.product-type." + $0 } ?? "",
            isTest: product == "unitTests" || product == "uiTests", platforms: platforms,
            supportsMacCatalyst: catalyst, deploymentTargets: deploymentTargets(of: call, for: platforms, target: name),
            sourceFiles: files, synchronizedFolders: folders)
    }

    /// `destinations: .iOS` (a Tuist set), `[.iPhone, .mac]`, or the older `platform: .iOS`.
    mutating func platforms(of call: FunctionCallExprSyntax, target: String) -> (Set<ApplePlatform>, Bool) {
        if let destinations = TuistManifest.argument(call, "destinations") {
            if let member = destinations.as(MemberAccessExprSyntax.self), member.base == nil,
                let platform = PackageManifestPlatforms.platform(named: member.declName.baseName.text)
            {
                return ([platform], false)
            }
            let names = destinations.as(ArrayExprSyntax.self)?.elements.map {
                $0.expression.as(MemberAccessExprSyntax.self).flatMap {
                    $0.base == nil ? $0.declName.baseName.text : nil
                }
            }
            if let names, !names.isEmpty, names.allSatisfy({ $0.flatMap { Self.destinations[$0] } != nil }) {
                let known = names.compactMap { $0 }
                return (Set(known.compactMap { Self.destinations[$0] }), known.contains("macCatalyst"))
            }
            gaps.append("target '\(target)': destinations are computed")
            return ([], false)
        }
        if let platform = TuistManifest.argument(call, "platform") {
            if let member = platform.as(MemberAccessExprSyntax.self),
                let known = PackageManifestPlatforms.platform(named: member.declName.baseName.text)
            {
                return ([known], false)
            }
            gaps.append("target '\(target)': platform is computed")
        }
        return ([], false)
    }

    /// `deploymentTargets: .iOS("17.0")` or `.multiplatform(iOS: "17.0", macOS: "14.0")`, or the
    /// older `deploymentTarget: .iOS(targetVersion: "15.0", devices: …)`.
    mutating func deploymentTargets(
        of call: FunctionCallExprSyntax, for platforms: Set<ApplePlatform>, target: String
    ) -> [ApplePlatform: DeploymentTargets.Target] {
        guard
            let expression = TuistManifest.argument(call, "deploymentTargets")
                ?? TuistManifest.argument(call, "deploymentTarget")
        else { return [:] }
        let source = "Project.swift target '\(target)' (\(manifest))"
        guard let setter = expression.as(FunctionCallExprSyntax.self),
            let kind = setter.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else {
            gaps.append("target '\(target)': deployment targets are computed")
            return [:]
        }
        var versions: [ApplePlatform: OSVersion] = [:]
        if kind == "multiplatform" {
            for argument in setter.arguments {
                guard let label = argument.label?.text, let platform = PackageManifestPlatforms.platform(named: label)
                else { continue }
                if let version = argument.expression.stringLiteralValue.flatMap(OSVersion.init) {
                    versions[platform] = version
                }
            }
        } else if let platform = PackageManifestPlatforms.platform(named: kind),
            let version = setter.arguments.first?.expression.stringLiteralValue.flatMap(OSVersion.init)
        {
            versions[platform] = version
        } else {
            gaps.append("target '\(target)': deployment targets are computed")
        }
        var result: [ApplePlatform: DeploymentTargets.Target] = [:]
        for (platform, version) in versions where platforms.contains(platform) {
            result[platform] = DeploymentTargets.Target(version: version, source: source)
        }
        return result
    }

    /// `sources: ["Sources/**", .glob("Shared/**", excluding: ["Shared/Legacy/**"])]` or one
    /// glob, and `buildableFolders: ["Sources"]`. Unread sources leave the project partial.
    private mutating func addSources(
        of call: FunctionCallExprSyntax, target: String, files: inout Set<String>,
        folders: inout [XcodeProject.SynchronizedFolder]
    ) {
        let sources = TuistManifest.argument(call, "sources")
        let buildable = TuistManifest.argument(call, "buildableFolders")
        guard sources != nil || buildable != nil else {
            // A resource bundle lists none, as does a target relying on a default some Tuist
            // versions apply: no warning, but then no file can be said to be in no target.
            listsNoSources = true
            return
        }
        for element in buildable.map(Self.elements) ?? [] {
            guard let relative = element.stringLiteralValue else {
                gaps.append("target '\(target)': a buildable folder is computed")
                continue
            }
            folders.append(.init(path: XcodePath.join(folder, relative), excludedPaths: []))
        }
        for element in sources.map(Self.elements) ?? [] {
            var pattern = element.stringLiteralValue
            var excluding: [GlobPattern] = []
            if let glob = element.as(FunctionCallExprSyntax.self),
                glob.calledExpression.trimmedDescription == ".glob"
            {
                pattern = glob.arguments.first?.expression.stringLiteralValue
                let excluded = TuistManifest.argument(glob, "excluding").map(Self.elements) ?? []
                let literals = excluded.compactMap(\.stringLiteralValue)
                if literals.count != excluded.count { pattern = nil }
                excluding = literals.map(GlobPattern.init)
            }
            guard let pattern else {
                gaps.append("target '\(target)': a source glob is computed")
                continue
            }
            add(glob: pattern, excluding: excluding, files: &files, folders: &folders)
        }
    }

    /// A glob's literal head is a folder or a file; `Head/**` (of any or Swift files) is the
    /// whole folder, anything finer is matched against the Swift files on disk now.
    private func add(
        glob pattern: String, excluding: [GlobPattern], files: inout Set<String>,
        folders: inout [XcodeProject.SynchronizedFolder]
    ) {
        let parts = pattern.split(separator: "/").map(String.init)
        let isWild: (String) -> Bool = { part in part.contains { "*?[{".contains($0) } }
        let head = parts.prefix { !isWild($0) }.joined(separator: "/")
        let rest = parts.drop { !isWild($0) }.joined(separator: "/")
        let root = XcodePath.join(folder, head)
        if rest.isEmpty {
            var isDirectory: ObjCBool = false
            guard RunInputs.fileExists(atPath: root, isDirectory: &isDirectory) else { return }
            if !isDirectory.boolValue { files.insert(root) }
            if isDirectory.boolValue { folders.append(.init(path: root, excludedPaths: [])) }
            return
        }
        if excluding.isEmpty, ["**", "**/*", "**/*.swift"].contains(rest) {
            folders.append(.init(path: root, excludedPaths: []))
            return
        }
        let glob = GlobPattern(pattern)
        RunInputs.shared.unrecordable("a Tuist glob walks \(root)")
        guard let walk = FileManager.default.enumerator(atPath: root) else { return }
        while let relative = walk.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let fromManifest = head.isEmpty ? relative : head + "/" + relative
            if glob.matches(fromManifest), !excluding.contains(where: { $0.matches(fromManifest) }) {
                files.insert(root + "/" + relative)
            }
        }
    }

    /// An array literal's items, or a lone value as one.
    private static func elements(_ expression: ExprSyntax) -> [ExprSyntax] {
        expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [expression]
    }
}
