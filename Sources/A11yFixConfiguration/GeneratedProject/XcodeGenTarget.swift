import A11yFixCore
import Foundation
import Yams

/// One `targets:` entry of an XcodeGen spec, its keys merged across the spec files, made into the
/// target XcodeGen would generate. What it cannot read goes into `gaps`, each a warning.
struct XcodeGenTarget {
    typealias Located = XcodeGenSpecReader.Located

    let name: String
    let fields: [String: Located]
    let options: [ApplePlatform: DeploymentTargets.Target]
    private(set) var gaps: [String] = []
    /// The spec file the gaps are reported against: where the target's sources (or name) are written.
    var gapFile: String { (fields["sources"] ?? fields["type"] ?? fields.values.first)?.file ?? "" }

    private static let testTypes: Set<String> = ["bundle.unit-test", "bundle.ui-testing"]
    /// Source entries that are copied, not compiled.
    private static let compiledPhases: Set<String> = ["sources"]

    init(name: String, fields: [String: Located], options: [ApplePlatform: DeploymentTargets.Target]) {
        self.name = name
        self.fields = fields
        self.options = options
    }

    mutating func make() -> XcodeProject.Target {
        if fields["templates"] != nil {
            gaps.append(
                "target '\(name)' uses templates:, which a11yfix does not expand; its settings may be incomplete")
        }
        let type = fields["type"]?.node.scalar?.string ?? ""
        let (platforms, named, catalyst) = platformSet()
        var files: Set<String> = []
        var folders: [XcodeProject.SynchronizedFolder] = []
        if let sources = fields["sources"] {
            for entry in XcodeGenSpecReader.list(sources.node) {
                addSource(entry, base: sources.base, files: &files, folders: &folders)
            }
        }
        var target = XcodeProject.Target(
            name: name, productType: type.isEmpty ? "" : "com.apple.product-type." + type,
            isTest: Self.testTypes.contains(type), platforms: platforms, supportsMacCatalyst: catalyst,
            deploymentTargets: deploymentTargets(for: platforms, named: named), sourceFiles: files,
            synchronizedFolders: folders)
        let families = deviceFamilies()
        target.macIdiom = catalyst && families.contains { $0.contains("6") }
        target.macIdiomOnly =
            catalyst && !families.isEmpty && families.allSatisfy(ApplePlatformSettings.namesOnlyTheMac)
        return target
    }

    /// Each `TARGETED_DEVICE_FAMILY` the target's `settings:` write (flat, in `base:`, or per configuration).
    private func deviceFamilies() -> [String] {
        guard let settings = fields["settings"] else { return [] }
        let levels =
            [settings.node, XcodeGenSpecReader.value(settings.node, "base")]
            + (XcodeGenSpecReader.value(settings.node, "configs")?.mapping?.map(\.value) ?? [])
        return levels.compactMap { level in
            guard let value = XcodeGenSpecReader.value(level, "TARGETED_DEVICE_FAMILY")?.scalar else { return nil }
            return value.string
        }
    }

    /// `platform:` (one name or a list; `auto` defers to the destinations) and
    /// `supportedDestinations:`. Empty when a name is unknown (`${platform}`): the caller falls back.
    /// `named`: the platforms `platform:` itself names, which a plain `deploymentTarget:` string sets.
    private func platformSet() -> (all: Set<ApplePlatform>, named: Set<ApplePlatform>, catalyst: Bool) {
        var named: Set<ApplePlatform> = []
        for node in XcodeGenSpecReader.list(fields["platform"]?.node) {
            let text = node.scalar?.string ?? ""
            if text == "auto" { continue }
            guard let platform = ApplePlatform(key: text) else { return ([], [], false) }
            named.insert(platform)
        }
        var all = named
        var catalyst = false
        for node in XcodeGenSpecReader.list(fields["supportedDestinations"]?.node) {
            let text = node.scalar?.string ?? ""
            // Specs write it `macCatalyst` or `maccatalyst`, as they do the platforms.
            if text.lowercased() == "maccatalyst" {
                catalyst = true
            } else if let platform = ApplePlatform(key: text) {
                all.insert(platform)
            } else {
                return ([], [], false)
            }
        }
        // Mac Catalyst is iOS code: a target for it alone still builds for iOS.
        if catalyst { all.insert(.iOS) }
        return (all, named, catalyst)
    }

    /// Per platform: a deployment-target build setting in the target's `settings:` (XcodeGen
    /// writes settings last, so they win), else its `deploymentTarget:` (a map per platform, or
    /// one version for the platforms `platform:` names), else the spec's `options.deploymentTarget`.
    private func deploymentTargets(for platforms: Set<ApplePlatform>, named: Set<ApplePlatform>) -> [ApplePlatform:
        DeploymentTargets.Target]
    {
        var result: [ApplePlatform: DeploymentTargets.Target] = [:]
        let own = fields["deploymentTarget"]
        let source = own.map { "\(XcodePath.lastComponent(of: $0.file)) target '\(name)' (\($0.file))" } ?? ""
        let perPlatform = XcodeGenSpecReader.versions(own?.node)
        let single = own?.node.scalar.flatMap { OSVersion($0.string) }
        let settings = settingTargets()
        for platform in platforms {
            if let setting = settings[platform] {
                result[platform] = setting
            } else if let version = perPlatform[platform] ?? (named.contains(platform) ? single : nil) {
                result[platform] = DeploymentTargets.Target(version: version, source: source)
            } else if let option = options[platform] {
                result[platform] = option
            }
        }
        return result
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET` and the like in `settings:` — flat, in `base:`, or per
    /// configuration in `configs:` —, the lowest where several set one.
    private func settingTargets() -> [ApplePlatform: DeploymentTargets.Target] {
        guard let settings = fields["settings"] else { return [:] }
        let levels =
            [settings.node, XcodeGenSpecReader.value(settings.node, "base")]
            + (XcodeGenSpecReader.value(settings.node, "configs")?.mapping?.map(\.value) ?? [])
        let source = "\(XcodePath.lastComponent(of: settings.file)) target '\(name)' settings (\(settings.file))"
        var result: [ApplePlatform: DeploymentTargets.Target] = [:]
        for level in levels {
            for (platform, key) in ApplePlatformSettings.deploymentTargetKeys {
                guard let text = XcodeGenSpecReader.value(level, key)?.scalar?.string, let version = OSVersion(text),
                    result[platform].map({ version < $0.version }) ?? true
                else { continue }
                result[platform] = DeploymentTargets.Target(version: version, source: source)
            }
        }
        return result
    }

    /// A `sources:` entry: a path, or `{path:, excludes:, includes:, optional:, buildPhase:, type:}`;
    /// a file is listed, a folder compiles what it holds but its `excludes:` (and, with
    /// `includes:`, the Swift files no include matches).
    private mutating func addSource(
        _ entry: Node, base: String, files: inout Set<String>, folders: inout [XcodeProject.SynchronizedFolder]
    ) {
        guard let relative = entry.scalar?.string ?? XcodeGenSpecReader.value(entry, "path")?.scalar?.string else {
            return
        }
        if let phase = XcodeGenSpecReader.value(entry, "buildPhase") {
            // `buildPhase: resources` (or a copy-files mapping) puts nothing in the Sources phase.
            guard let name = phase.scalar?.string, Self.compiledPhases.contains(name) else { return }
        }
        // A folder reference is copied as a whole, never compiled.
        if XcodeGenSpecReader.value(entry, "type")?.scalar?.string == "folder" { return }
        let path = XcodePath.join(base, relative)
        var isDirectory: ObjCBool = false
        guard RunInputs.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let optional = XcodeGenSpecReader.value(entry, "optional").flatMap(XcodeGenSpecReader.boolean) ?? false
            if !optional { gaps.append("source '\(relative)' of target '\(name)' not found") }
            return
        }
        guard isDirectory.boolValue else {
            files.insert(path)
            return
        }
        let excludes = XcodeGenSpecReader.list(XcodeGenSpecReader.value(entry, "excludes")).compactMap {
            $0.scalar.map { GlobPattern($0.string) }
        }
        let includes = XcodeGenSpecReader.list(XcodeGenSpecReader.value(entry, "includes")).compactMap {
            $0.scalar.map { GlobPattern($0.string) }
        }
        folders.append(
            XcodeProject.SynchronizedFolder(
                path: path, excludedPaths: Self.excluded(in: path, excludes: excludes, includes: includes)))
    }

    /// The files and folders under `folder` its globs leave out; only walked when there are globs.
    private static func excluded(in folder: String, excludes: [GlobPattern], includes: [GlobPattern]) -> Set<String> {
        guard !excludes.isEmpty || !includes.isEmpty else { return [] }
        RunInputs.shared.unrecordable("an XcodeGen glob walks \(folder)")
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: Set<String> = []
        while let relative = walk.nextObject() as? String {
            if excludes.contains(where: { $0.matches(relative) }) {
                result.insert(folder + "/" + relative)
                walk.skipDescendants()
            } else if !includes.isEmpty, relative.hasSuffix(".swift"),
                !includes.contains(where: { $0.matches(relative) })
            {
                result.insert(folder + "/" + relative)
            }
        }
        return result
    }
}
