import A11yFixCore
import Foundation
import Yams

/// An XcodeGen spec (`project.yml`) read as the Xcode project it generates: its targets, their
/// platforms, deployment targets and sources. Apps that generate their project do not commit the
/// `.xcodeproj`, so the spec is the only place that says what is built.
///
/// `include:`d specs are read first and the including spec wins, key by key, as XcodeGen merges
/// them; their paths are relative to their own folder unless `relativePaths: false`. What is not
/// read (target `templates:`, a missing include or source folder) makes the spec partial: its
/// targets still speak for the files they list, but it cannot say a file is in no target.
enum XcodeGenSpec {
    static let fileNames = ["project.yml", "project.yaml"]

    /// Never throws: an unreadable spec gives no targets and one warning naming it.
    static func load(path: String) -> XcodeProject {
        var reader = XcodeGenSpecReader(spec: path)
        reader.read(file: path, base: XcodePath.parent(of: path))
        // A spec without `options.deploymentTarget` that another spec includes (an app's spec
        // including its frameworks') is generated with that spec's options.
        if !reader.setsDeploymentTargets {
            reader.inherit(IncludingSpec.deploymentTargets(including: path))
        }
        return reader.project()
    }
}

/// The specs that `include:` a spec, found in the folders above it (and theirs, two levels
/// down): an app's `Apps/Main/project.yml` listing `Core/project.yml`, as run from the root its
/// scripts copy it to, or from its own folder.
enum IncludingSpec {
    /// The lowest `options.deploymentTarget` per platform across the specs that include `spec`
    /// and the specs they include.
    static func deploymentTargets(including spec: String) -> [ApplePlatform: DeploymentTargets.Target] {
        var lowest: [ApplePlatform: DeploymentTargets.Target] = [:]
        var folder = XcodePath.parent(of: spec)
        for _ in 0..<3 {
            let parent = XcodePath.parent(of: folder)
            guard parent != folder, !parent.isEmpty else { break }
            folder = parent
            for candidate in specs(under: folder) where candidate != spec {
                guard let root = includeFolder(of: candidate, reaching: spec, from: folder) else { continue }
                var reader = XcodeGenSpecReader(spec: candidate)
                reader.read(file: candidate, base: root, includesFrom: root)
                for (platform, target) in reader.deploymentTargets
                where lowest[platform].map({ target.version < $0.version }) ?? true {
                    lowest[platform] = target
                }
            }
            // The repository's root is as far as a spec's project reaches.
            if !lowest.isEmpty || RunInputs.fileExists(atPath: folder + "/.git") { break }
        }
        return lowest
    }

    /// `folder/project.yml` and those one or two folders below it.
    private static func specs(under folder: String) -> [String] {
        var found: [String] = []
        var level = [folder]
        for depth in 0..<3 {
            var next: [String] = []
            for directory in level {
                let contents = ((try? RunInputs.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                found += XcodeGenSpec.fileNames.filter(contents.contains).map { directory + "/" + $0 }
                if depth < 2 {
                    next += contents.filter { !$0.hasPrefix(".") && !$0.contains(".") }.map { directory + "/" + $0 }
                }
            }
            level = next
        }
        return found
    }

    /// The folder `candidate`'s includes are relative to when one of them is `spec`: its own
    /// folder, or `root` (the spec copied there to be run); nil when none is.
    private static func includeFolder(of candidate: String, reaching spec: String, from root: String) -> String? {
        guard let data = RunInputs.contents(atPath: candidate),
            let text = String(data: data, encoding: .utf8), text.contains("include"),
            let node = try? Yams.compose(yaml: text)
        else { return nil }
        let entries = XcodeGenSpecReader.list(XcodeGenSpecReader.value(node, "include")).compactMap {
            $0.scalar?.string ?? XcodeGenSpecReader.value($0, "path")?.scalar?.string
        }
        for folder in [XcodePath.parent(of: candidate), root]
        where entries.contains(where: { XcodePath.join(folder, $0) == spec }) {
            return folder
        }
        return nil
    }
}

/// Reads a spec and its includes into merged target fields.
struct XcodeGenSpecReader {
    /// A value and where it was written: the spec file, and the folder its paths are relative to.
    struct Located {
        var node: Node
        var file: String
        var base: String
    }

    let spec: String
    private var warnings = WarningLog()
    private var gaps: [String] = []
    private var visited: Set<String> = []
    private var targetNames: [String] = []
    private var targetFields: [String: [String: Located]] = [:]
    /// `options.deploymentTarget`, per platform, merged across the spec files.
    private var optionTargets: [ApplePlatform: DeploymentTargets.Target] = [:]

    init(spec: String) {
        self.spec = spec
    }

    /// Whether the spec or a spec it includes sets `options.deploymentTarget`.
    var setsDeploymentTargets: Bool { !optionTargets.isEmpty }

    /// `options.deploymentTarget` as read so far, per platform.
    var deploymentTargets: [ApplePlatform: DeploymentTargets.Target] { optionTargets }

    /// Deployment targets from a spec that includes this one, for platforms this one leaves open.
    mutating func inherit(_ targets: [ApplePlatform: DeploymentTargets.Target]) {
        optionTargets.merge(targets) { own, _ in own }
    }

    /// `includesFrom`: the folder `include:` paths are relative to (the file's own folder unless
    /// the spec is run from another, as a script that copies it to the root does).
    mutating func read(file: String, base: String, includesFrom: String? = nil) {
        guard visited.insert(file).inserted else { return }
        guard let data = RunInputs.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else {
            fail(file, "cannot read the XcodeGen spec")
            return
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            fail(file, "not valid YAML (\(error.problem))")
            return
        } catch {
            fail(file, "not valid YAML")
            return
        }
        guard let root else { return }
        guard root.mapping != nil else {
            fail(file, "expected a mapping at the top of the XcodeGen spec")
            return
        }
        let folder = includesFrom ?? XcodePath.parent(of: file)
        for entry in Self.list(Self.value(root, "include")) {
            let relative = entry.scalar?.string ?? Self.value(entry, "path")?.scalar?.string
            guard let relative, !relative.isEmpty else { continue }
            let path = XcodePath.join(folder, relative)
            guard RunInputs.fileExists(atPath: path) else {
                fail(file, "include '\(relative)' not found")
                continue
            }
            let ownPaths = Self.value(entry, "relativePaths").flatMap(Self.boolean) ?? true
            read(file: path, base: ownPaths ? XcodePath.parent(of: path) : base)
        }
        for (platform, version) in Self.versions(Self.value(Self.value(root, "options"), "deploymentTarget")) {
            optionTargets[platform] = DeploymentTargets.Target(
                version: version, source: "\(XcodePath.lastComponent(of: file)) options.deploymentTarget (\(file))")
        }
        for (nameNode, target) in Self.value(root, "targets")?.mapping ?? [:] {
            guard let name = nameNode.scalar?.string, let fields = target.mapping else { continue }
            if targetFields[name] == nil { targetNames.append(name) }
            for (keyNode, value) in fields {
                guard let key = keyNode.scalar?.string else { continue }
                targetFields[name, default: [:]][key] = Located(node: value, file: file, base: base)
            }
        }
    }

    /// A problem that leaves the spec partial: a warning naming the file it is in.
    private mutating func fail(_ file: String, _ reason: String) {
        warnings.add(file, reason)
        gaps.append(reason)
    }

    mutating func project() -> XcodeProject {
        // The spec itself could not be read: one warning, and no facts.
        if visited.count == 1, !gaps.isEmpty, targetNames.isEmpty {
            return XcodeProject(path: spec, targets: [], warnings: warnings.lines)
        }
        var targets: [XcodeProject.Target] = []
        for name in targetNames {
            var target = XcodeGenTarget(name: name, fields: targetFields[name] ?? [:], options: optionTargets)
            targets.append(target.make())
            for gap in target.gaps {
                warnings.add(target.gapFile, gap)
                gaps.append(gap)
            }
        }
        return XcodeProject(path: spec, targets: targets, warnings: warnings.lines, isPartial: !gaps.isEmpty)
    }

    // MARK: YAML values

    /// The value of a mapping's key, compared as plain text (a quoted key is the same key).
    static func value(_ node: Node?, _ key: String) -> Node? {
        node?.mapping?.first { $0.key.scalar?.string == key }?.value
    }

    /// A sequence's items, or a lone scalar as one item.
    static func list(_ node: Node?) -> [Node] {
        guard let node else { return [] }
        if let sequence = node.sequence { return Array(sequence) }
        return node.scalar != nil || node.mapping != nil ? [node] : []
    }

    static func boolean(_ node: Node) -> Bool? {
        switch node.scalar?.string.lowercased() {
        case "true", "yes": true
        case "false", "no": false
        default: nil
        }
    }

    /// `{iOS: "17.0", macOS: 14}`: unknown platforms and unreadable versions left out.
    static func versions(_ node: Node?) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        for (key, value) in node?.mapping ?? [:] {
            guard let platform = key.scalar.flatMap({ ApplePlatform(key: $0.string) }),
                let version = value.scalar.flatMap({ OSVersion($0.string) })
            else { continue }
            result[platform] = version
        }
        return result
    }
}
