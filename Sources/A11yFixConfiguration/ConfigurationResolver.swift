import A11yFixCore
import Foundation

/// Finds, per file, the configuration and deployment targets that apply: the nearest
/// `.a11yfix.yml` (or the one `--config` names), then per platform the first of: command-line
/// flags, the configuration file, the nearest `Package.swift`, the nearest `*.xcodeproj`, the
/// defaults. Folders are looked up once and cached; safe to call from many threads.
public final class ConfigurationResolver: @unchecked Sendable {
    public let explicitConfigurationPath: String?
    public let commandLineTargets: [ApplePlatform: OSVersion]

    private let lock = NSLock()
    private var configurations: [String: Result<Configuration, ConfigurationError>?] = [:]
    private var manifests: [String: DeploymentTargets?] = [:]
    private var projects: [String: DeploymentTargets?] = [:]
    private var explicit: Result<Configuration, ConfigurationError>?

    public init(explicitConfigurationPath: String? = nil, commandLineTargets: [ApplePlatform: OSVersion] = [:]) {
        self.explicitConfigurationPath = explicitConfigurationPath
        self.commandLineTargets = commandLineTargets
    }

    /// The configuration for a file (nil when none is found), or the error in it.
    public func configuration(forFile path: String) throws -> Configuration? {
        if let explicitConfigurationPath {
            lock.lock()
            defer { lock.unlock() }
            if explicit == nil { explicit = Result { try Self.load(explicitConfigurationPath) }.mapError { $0 as! ConfigurationError } }
            return try explicit!.get()
        }
        return try nearest(from: Self.directory(of: path), cache: \.configurations) { directory in
            let candidate = directory + "/" + ConfigurationLoader.fileName
            guard FileManager.default.fileExists(atPath: candidate) else { return nil }
            return Result { try Self.load(candidate) }.mapError { $0 as! ConfigurationError }
        }?.get()
    }

    /// Deployment targets for a file, each with its source.
    public func targets(forFile path: String, configuration: Configuration?) -> DeploymentTargets {
        var targets = DeploymentTargets(targets: Dictionary(uniqueKeysWithValues: commandLineTargets.map { platform, version in
            (platform, DeploymentTargets.Target(version: version, source: "--\(platform.key) flag"))
        }))
        if let configuration, let source = configuration.path {
            targets = targets.filling(from: configuration.targets.mapValues { .init(version: $0, source: "\(ConfigurationLoader.fileName) (\(source))") })
        }
        let directory = Self.directory(of: path)
        if let manifest = nearestTargets(from: directory, cache: \.manifests, read: Self.manifestTargets) { targets = targets.filling(from: manifest.targets) }
        if let project = nearestTargets(from: directory, cache: \.projects, read: Self.projectTargets) { targets = targets.filling(from: project.targets) }
        return targets.filling(from: DeploymentTargets.defaults.targets)
    }

    // MARK: Lookups

    static func load(_ path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, line: nil, key: nil, reason: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, line: nil, key: nil, reason: "not UTF-8")
        }
        return try ConfigurationLoader.parse(text, path: path)
    }

    static func manifestTargets(in directory: String) -> DeploymentTargets? {
        let path = directory + "/Package.swift"
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let platforms = PackageManifestPlatforms.parse(String(decoding: data, as: UTF8.self))
        return DeploymentTargets(targets: platforms.mapValues { .init(version: $0, source: "Package.swift (\(path))") })
    }

    static func projectTargets(in directory: String) -> DeploymentTargets? {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        guard !projects.isEmpty else { return nil }
        var lowest: [ApplePlatform: DeploymentTargets.Target] = [:]
        for project in projects {
            let path = directory + "/" + project + "/project.pbxproj"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            for (platform, version) in XcodeProjectTargets.parse(String(decoding: data, as: UTF8.self))
            where lowest[platform].map({ version < $0.version }) ?? true {
                lowest[platform] = .init(version: version, source: "project.pbxproj (\(path))")
            }
        }
        return DeploymentTargets(targets: lowest)
    }

    /// Walks up from `directory` to the first folder where `read` finds something.
    private func nearest<Value>(from directory: String, cache: ReferenceWritableKeyPath<ConfigurationResolver, [String: Value?]>,
                                read: (String) -> Value?) -> Value? {
        var visited: [String] = []
        var current = directory
        var found: Value?? = nil
        while true {
            lock.lock()
            let cached = self[keyPath: cache][current]
            lock.unlock()
            if let cached {
                found = .some(cached)
                break
            }
            visited.append(current)
            if let value = read(current) {
                found = .some(value)
                break
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        let result = found ?? nil
        lock.lock()
        // Every folder on the way shares the answer found above it.
        for folder in visited { self[keyPath: cache][folder] = .some(result) }
        lock.unlock()
        return result
    }

    private func nearestTargets(from directory: String, cache: ReferenceWritableKeyPath<ConfigurationResolver, [String: DeploymentTargets?]>,
                                read: (String) -> DeploymentTargets?) -> DeploymentTargets? {
        nearest(from: directory, cache: cache) { folder in read(folder).flatMap { $0.targets.isEmpty ? nil : $0 } }
    }

    static func directory(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (URL(fileURLWithPath: absolute).standardizedFileURL.path as NSString).deletingLastPathComponent
    }

    /// Whether `path` matches an `exclude` pattern of `configuration` (relative to its folder).
    public func isExcluded(_ path: String, by configuration: Configuration?) -> String? {
        guard let configuration, let base = configuration.directory, !configuration.exclude.isEmpty else { return nil }
        let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path).standardizedFileURL.path
        let root = URL(fileURLWithPath: base.hasPrefix("/") ? base : FileManager.default.currentDirectoryPath + "/" + base).standardizedFileURL.path
        guard absolute.hasPrefix(root + "/") else { return nil }
        let relative = String(absolute.dropFirst(root.count + 1))
        return configuration.exclude.first { GlobPattern($0).matches(relative) }
    }
}
