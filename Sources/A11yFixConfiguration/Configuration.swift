import A11yFixCore

/// The settings in one `.a11yfix.yml`. Every key is optional; absent keys leave the defaults.
public struct Configuration: Sendable, Equatable {
    /// Per-transform switches: `false` turns a default transform off, `true` turns an opt-in one on.
    public var rules: [String: Bool] = [:]
    public var targets: [ApplePlatform: OSVersion] = [:]
    /// The platforms the code builds for, when the project files do not say (or say it wrong).
    public var platforms: Set<ApplePlatform>?
    /// Glob patterns, relative to the configuration file's folder, of files to leave alone.
    public var exclude: [String] = []
    /// Extra or overriding SF Symbol phrases (`symbol: phrase`), e.g. for custom icons.
    public var symbols: [String: String] = [:]
    public var iconInitializers: [IconInitializer] = []
    public var fontStrategy: FontStrategy?
    /// `auto`, `append`, `stdout`, `stderr` or `none`, as `--summary` takes.
    public var summary: String?
    /// `line-length`: the longest line a fix may make, over what the project's linter and
    /// formatter files say; 0 means no limit.
    public var lineLength: Int?
    /// `root: true`: the folder is a project of its own, whatever project folders are above it
    /// (as in EditorConfig). Otherwise a configuration file sets options for its folder, and marks
    /// a project only where no `Package.swift`, Xcode project or `.git` is above it.
    public var isProjectRoot = false
    /// The file it was read from; nil for the built-in defaults.
    public var path: String?

    public init() {}

    public static let summaryModes = ["auto", "append", "stdout", "stderr", "none"]

    /// The folder the file lives in: `exclude` patterns are relative to it.
    public var directory: String? {
        path.map { path in
            guard let slash = path.lastIndex(of: "/") else { return "." }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        }
    }

    /// The transforms that apply fixes and the opt-in ones that only report, by `rules`. An opt-in
    /// transform that does not report when off (`reportsWhenOff: false`) is in neither list.
    public func selectTransforms(from all: [any Transform.Type] = TransformRegistry.all) -> (
        apply: [any Transform.Type], report: [any Transform.Type]
    ) {
        var apply: [any Transform.Type] = [], report: [any Transform.Type] = []
        for transform in all {
            let descriptor = transform.descriptor
            switch rules[descriptor.id] {
            case false?: continue
            case true?: apply.append(transform)
            case nil:
                if !descriptor.isOptIn {
                    apply.append(transform)
                } else if descriptor.reportsWhenOff {
                    report.append(transform)
                }
            }
        }
        return (apply, report)
    }
}

/// A problem in a configuration file, naming the file, the line and the key.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var key: String?
    public var reason: String

    public init(path: String, line: Int?, key: String?, reason: String) {
        self.path = path
        self.line = line
        self.key = key
        self.reason = reason
    }

    public var description: String {
        let location = line.map { "\(path):\($0)" } ?? path
        return key.map { "\(location): '\($0)': \(reason)" } ?? "\(location): \(reason)"
    }
}
