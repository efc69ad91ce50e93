import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

struct Targets: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Print, per Swift file, the platforms it builds for, the targets that compile it, its deployment targets and where each value came from.",
        discussion: """
            Platforms: --platforms, else platforms: in .a11yfix.yml, else the targets that compile the \
            file (the SwiftPM target whose folder holds it, else the Xcode targets that list it, \
            synchronized folders included, or where no *.xcodeproj is, those of an XcodeGen \
            project.yml or a Tuist Project.swift); else the code decides (#if os(…), imports). Deployment \
            targets, per platform, the first found: --ios/--macos/… flags, the .a11yfix.yml targets, \
            the file's targets (the lowest where several compile it), the nearest Package.swift, the \
            nearest *.xcodeproj (lowest across its targets), then the defaults (iOS 15, macOS 12, \
            tvOS 15, watchOS 8, visionOS 1). The Swift language mode: SWIFT_VERSION of the file's \
            Xcode targets (the lowest), or its package's language modes or tools version; fixes use \
            the UIKit spellings that mode compiles. Also the file's code kind: shipping, test or \
            documentation (only shipping code is fixed by default); the code of an app that only UI \
            tests launch is test code, and the listing says why.
            """
    )

    @Argument(help: "A Swift file or a folder (default: the current folder).")
    var path: String = "."

    @Flag(help: "Print only the counts: files per platform set, per code kind, and per source of their platforms.")
    var summary = false

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        let resolver = try settings.resolver()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("no such file or directory: \(path)")
        }
        let files = isDirectory.boolValue ? FileDiscovery.discover([path]).files : [path]
        var counts = TargetCounts()
        let roots = try settings.projectRoots(listings: resolver.folderListings)
        var projectsByRoot: [String: [String]] = [:]
        for file in files {
            let configuration = try settings.configuration(for: file, resolver: resolver)
            var targets = resolver.targets(forFile: file, configuration: configuration)
            let facts = resolver.projectFacts(forFile: file)
            let entry = FileManager.default.contents(atPath: file).map { FileIndexEntry(bytes: [UInt8]($0)) }
            if targets.platforms == nil, let imported = ImportedPlatforms(imports: entry?.imports ?? []) {
                targets.platforms = imported.platforms
                targets.platformSource = imported.source
                targets.macCatalyst = imported.macCatalyst
            }
            let kind = FileKind(path: file, facts: facts, importsTestFramework: entry?.importsTestFramework ?? false)
            counts.add(targets: targets, kind: kind.kind)
            guard !summary else { continue }
            var description = Self.describe(
                file: file, targets: targets, kind: kind.kind, hasPreviews: entry?.hasPreviews ?? false,
                languageMode: facts?.languageMode)
            if let host = kind.testHostReason {
                description += "\n  left alone: \(host); --include-tests processes it"
            }
            // What fix does with a file no target compiles: the same question, the same projects.
            if facts == nil, let root = roots.root(forFile: file) {
                if projectsByRoot[root] == nil { projectsByRoot[root] = FileDiscovery.discover([root]).xcodeProjects }
                if case let .inNoTarget(listedBy) = resolver.membership(
                    forFile: file, otherProjects: projectsByRoot[root] ?? [])
                {
                    description +=
                        "\n  left alone: no target of \(DisplayPath.relative(listedBy)) compiles it (--include-unlisted processes it)"
                }
            }
            print(description)
        }
        if isDirectory.boolValue || summary { print(counts.rendered(fileCount: files.count)) }
        for warning in resolver.warnings {
            FileHandle.standardError.write(Data("warning: \(DisplayPath.relative(warning))\n".utf8))
        }
    }

    static func describe(
        file: String, targets: DeploymentTargets, kind: CodeKind, hasPreviews: Bool,
        languageMode: SwiftLanguageMode? = nil
    ) -> String {
        var lines = ["\(DisplayPath.relative(file))  [\(kind.rawValue)\(hasPreviews ? ", has previews" : "")]"]
        let platforms =
            targets.platforms.map { $0.sorted().map(\.rawValue).joined(separator: ", ") }
            ?? "from the code (#if os, imports)"
        lines.append(
            "  platforms  \(platforms)\(targets.macCatalyst ? " + Mac Catalyst" : "")  \(DisplayPath.relative(targets.platformSource ?? "no target lists this file"))"
        )
        for platform in ApplePlatform.allCases where targets.platforms?.contains(platform) ?? true {
            let target = targets.targets[platform]!
            let name = platform.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let version = target.version.description.padding(toLength: 7, withPad: " ", startingAt: 0)
            lines.append("  \(name)  \(version) \(DisplayPath.relative(target.source))")
        }
        if let languageMode {
            let version = languageMode.version.description.padding(toLength: 7, withPad: " ", startingAt: 0)
            lines.append("  Swift      \(version) \(DisplayPath.relative(languageMode.source))")
        }
        return lines.joined(separator: "\n")
    }
}

/// The platforms a file no target lists builds for, judged by its imports: AppKit exists only on
/// macOS, UIKit everywhere but macOS and watchOS (and on the Mac through Catalyst). SwiftUI alone
/// says nothing, so such a file keeps every platform.
struct ImportedPlatforms {
    static let sourcePrefix = "imports "
    var platforms: Set<ApplePlatform>
    var macCatalyst: Bool
    var source: String

    init?(imports: Set<String>) {
        let appKit = imports.intersection(["AppKit", "Cocoa"])
        if imports.contains("UIKit") {
            // A file importing both does so behind `#if`: it builds on both sides.
            guard appKit.isEmpty else { return nil }
            (platforms, macCatalyst) = ([.iOS, .tvOS, .visionOS], true)
            source = Self.sourcePrefix + "UIKit; no target lists this file"
        } else if let name = appKit.sorted().first {
            (platforms, macCatalyst) = ([.macOS], false)
            source = Self.sourcePrefix + "\(name); no target lists this file"
        } else {
            return nil
        }
    }
}

/// What `targets` counts over a folder: the README's per-app table.
struct TargetCounts {
    var byPlatforms: [String: Int] = [:]
    var byKind: [CodeKind: Int] = [:]
    var fromProject = 0, fromSettings = 0, fromCode = 0

    mutating func add(targets: DeploymentTargets, kind: CodeKind) {
        let key =
            targets.platforms.map {
                $0.sorted().map(\.rawValue).joined(separator: "+") + (targets.macCatalyst ? "+Catalyst" : "")
            } ?? "from code"
        byPlatforms[key, default: 0] += 1
        byKind[kind, default: 0] += 1
        switch targets.platformSource {
        case nil: fromCode += 1
        case let source? where source.hasPrefix(ImportedPlatforms.sourcePrefix): fromCode += 1
        case let source? where source.hasPrefix("target"): fromProject += 1
        default: fromSettings += 1
        }
    }

    func rendered(fileCount: Int) -> String {
        var lines = ["\(count(fileCount, "Swift file", "Swift files")):"]
        lines.append(
            "  platforms: "
                + byPlatforms.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(
                    separator: ", "))
        lines.append(
            "  code kinds: "
                + CodeKind.allCases.filter { byKind[$0] != nil }.map { "\($0.rawValue) \(byKind[$0]!)" }.joined(
                    separator: ", "))
        lines.append(
            "  platforms from: project targets \(fromProject), flags or .a11yfix.yml \(fromSettings), code and defaults \(fromCode)"
        )
        return lines.joined(separator: "\n")
    }
}

struct DumpConfig: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-config",
        abstract: "Print the effective configuration for a file or folder, as .a11yfix.yml YAML."
    )

    @Argument(help: "A Swift file or a folder (default: the current folder).")
    var path: String = "."

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        let (found, targets) = try settings.resolved(for: path)
        let configuration = found ?? Configuration()
        var lines = ["# Effective a11yfix configuration for \(path)"]
        lines.append(
            "# read from: "
                + (configuration.path.map(DisplayPath.relative) ?? "no .a11yfix.yml found (built-in defaults)"))
        lines.append("version: 1")
        lines.append("rules:")
        let (apply, _) = configuration.selectTransforms()
        let applied = Set(apply.map { $0.descriptor.id })
        for transform in TransformRegistry.all {
            let id = transform.descriptor.id
            let note =
                configuration.rules[id] != nil
                ? "set in the configuration"
                : !transform.descriptor.isOptIn
                    ? "default" : transform.descriptor.reportsWhenOff ? "opt-in; reports only" : "opt-in; off"
            lines.append("  \(id): \(applied.contains(id))  # \(note)")
        }
        lines.append("targets:")
        for platform in ApplePlatform.allCases {
            let target = targets.targets[platform]!
            lines.append("  \(platform.key): \"\(target.version)\"  # \(DisplayPath.relative(target.source))")
        }
        lines.append("exclude:" + (configuration.exclude.isEmpty ? " []" : ""))
        lines += configuration.exclude.map { "  - \(Self.quoted($0))" }
        lines.append("symbols:" + (configuration.symbols.isEmpty ? " {}" : ""))
        lines += configuration.symbols.sorted { $0.key < $1.key }.map {
            "  \(Self.quoted($0.key)): \(Self.quoted($0.value))"
        }
        lines.append("icon_initializers:" + (configuration.iconInitializers.isEmpty ? " []" : ""))
        lines += configuration.iconInitializers.map { "  - \(Self.quoted($0.signature))" }
        lines.append("font_strategy: \((configuration.fontStrategy ?? .keepSize).rawValue)")
        lines.append("summary: \(configuration.summary ?? "auto")")
        let resolver = try settings.resolver()
        let probe = ProbePath.file(for: path)
        let source = resolver.lineLengthSource(forFile: probe, configuration: found).map(DisplayPath.relative)
        if let limit = resolver.lineLength(forFile: probe, configuration: found) {
            let origin = "from \(source ?? limit.source), tabs count \(limit.tabWidth)"
            lines.append("line-length: \(limit.columns)  # \(origin)")
        } else {
            let none = "no .a11yfix.yml, .swiftlint.yml, .swift-format, .swiftformat or .editorconfig sets one"
            lines.append("line-length: none  # " + (source.map { "from \($0)" } ?? none))
        }
        for warning in resolver.warnings {
            FileHandle.standardError.write(Data("warning: \(DisplayPath.relative(warning))\n".utf8))
        }
        print(lines.joined(separator: "\n"))
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension SettingsOptions {
    /// The configuration and deployment targets that apply to a file or folder.
    func resolved(for path: String) throws -> (Configuration?, DeploymentTargets) {
        let resolver = try resolver()
        let probe = ProbePath.file(for: path)
        let configuration = try configuration(for: probe, resolver: resolver)
        return (configuration, resolver.targets(forFile: probe, configuration: configuration))
    }
}

/// A file path to look up settings for: the file itself, or a file name inside a folder (settings
/// are looked up from a file's folder upwards).
enum ProbePath {
    static func file(for path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return (path as NSString).appendingPathComponent("a11yfix-probe.swift")
        }
        return path
    }
}

/// Paths under the current folder printed relative to it, so output is the same on every machine.
enum DisplayPath {
    static func relative(_ text: String) -> String {
        let root = FileManager.default.currentDirectoryPath + "/"
        return text.replacingOccurrences(of: root, with: "")
    }
}
