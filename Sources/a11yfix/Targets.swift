import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

struct Targets: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the deployment targets a11yfix resolves for a file or folder, and where each came from.",
        discussion: """
            Per platform, the first found wins: --ios/--macos/… flags, the .a11yfix.yml targets, \
            the nearest Package.swift platforms, the nearest *.xcodeproj (lowest across build \
            configurations), then the defaults (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1).
            """
    )

    @Argument(help: "A Swift file or a folder (default: the current folder).")
    var path: String = "."

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        let (_, targets) = try settings.resolved(for: path)
        print("Deployment targets for \(path):")
        for platform in ApplePlatform.allCases {
            let target = targets.targets[platform]!
            let name = platform.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            let version = target.version.description.padding(toLength: 7, withPad: " ", startingAt: 0)
            print("  \(name) \(version) \(DisplayPath.relative(target.source))")
        }
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
        lines.append("# read from: " + (configuration.path.map(DisplayPath.relative) ?? "no .a11yfix.yml found (built-in defaults)"))
        lines.append("version: 1")
        lines.append("rules:")
        let (apply, _) = configuration.selectTransforms()
        let applied = Set(apply.map { $0.descriptor.id })
        for transform in TransformRegistry.all {
            let id = transform.descriptor.id
            let note = configuration.rules[id] != nil ? "set in the configuration" : transform.descriptor.isOptIn ? "opt-in; reports only" : "default"
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
        lines += configuration.symbols.sorted { $0.key < $1.key }.map { "  \(Self.quoted($0.key)): \(Self.quoted($0.value))" }
        lines.append("icon_initializers:" + (configuration.iconInitializers.isEmpty ? " []" : ""))
        lines += configuration.iconInitializers.map { "  - \(Self.quoted($0.signature))" }
        lines.append("font_strategy: \((configuration.fontStrategy ?? .textStyle).rawValue)")
        lines.append("summary: \(configuration.summary ?? "auto")")
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
