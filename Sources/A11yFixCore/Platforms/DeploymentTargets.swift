/// An Apple platform a file can be built for, in the order `#available` lists them.
public enum ApplePlatform: String, CaseIterable, Sendable, Comparable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The lower-case key used on the command line and in `.a11yfix.yml` (`--ios`, `ios:`).
    public var key: String { rawValue.lowercased() }

    /// From its key, in any case (`ios`, `macOS`); `xros` is visionOS.
    public init?(key: String) {
        let lowered = key.lowercased()
        guard let platform = Self.allCases.first(where: { $0.key == lowered }) ?? (lowered == "xros" ? .visionOS : nil)
        else { return nil }
        self = platform
    }
}

/// A dotted OS version: `15`, `15.4`, `10.15`.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var components: [Int]

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        components = [major, minor, patch]
    }

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        components = parts.map { $0! } + Array(repeating: 0, count: 3 - parts.count)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    /// `15`, `15.4`, `10.15`, `15.4.1`: trailing zero components dropped, the major kept.
    public var description: String {
        var parts = components
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return parts.map(String.init).joined(separator: ".")
    }
}

/// The oldest OS each platform must run on, and where each value came from.
public struct DeploymentTargets: Sendable, Hashable {
    public struct Target: Sendable, Hashable {
        public var version: OSVersion
        /// `--ios flag`, `.a11yfix.yml`, `Package.swift`, `project.pbxproj` or `default`, with a path.
        public var source: String

        public init(version: OSVersion, source: String) {
            self.version = version
            self.source = source
        }
    }

    public var targets: [ApplePlatform: Target]
    /// The platforms the file is compiled for, when the project says (its targets, `platforms:`
    /// in `.a11yfix.yml`, `--platforms`); nil when only the code can tell.
    public var platforms: Set<ApplePlatform>?
    /// Where `platforms` came from, for `a11yfix targets`.
    public var platformSource: String?
    /// Built for Mac Catalyst too: iOS code (UIKit, Dynamic Type) that also runs on the Mac.
    public var macCatalyst = false
    /// Its Mac Catalyst build lays UIKit out in the Mac idiom ("Optimize for Mac",
    /// `TARGETED_DEVICE_FAMILY` 6), where `preferredFont(forTextStyle:)` sizes are smaller than on
    /// iOS (caption1 10 pt, title3 15 pt): a text style there shrinks a designed size.
    public var macIdiom = false
    /// Every target compiling the file builds for the Mac device family alone (`TARGETED_DEVICE_FAMILY`
    /// "6" with Mac Catalyst): no iPhone or iPad runs it, and Mac text follows no Dynamic Type setting.
    public var macIdiomOnly = false

    public init(
        targets: [ApplePlatform: Target], platforms: Set<ApplePlatform>? = nil, platformSource: String? = nil,
        macCatalyst: Bool = false
    ) {
        self.targets = targets
        self.platforms = platforms
        self.platformSource = platformSource
        self.macCatalyst = macCatalyst
    }

    public static let defaultVersions: [ApplePlatform: OSVersion] = [
        .iOS: OSVersion(15), .macOS: OSVersion(12), .tvOS: OSVersion(15), .watchOS: OSVersion(8),
        .visionOS: OSVersion(1),
    ]

    public static let defaults = DeploymentTargets(
        targets: defaultVersions.mapValues { Target(version: $0, source: "default") })

    /// Platforms the project names (the file's targets, or else any platform given a deployment
    /// target by flag, configuration, package or Xcode project), as opposed to defaults: when any
    /// is named, the code builds for those only.
    public var declaredPlatforms: Set<ApplePlatform> {
        platforms ?? Set(targets.filter { $0.value.source != "default" }.keys)
    }

    /// The project names its platforms and macOS is not one of them: AppKit code never builds
    /// (Mac Catalyst runs UIKit, not AppKit).
    public var buildsForNoMac: Bool {
        let declared = declaredPlatforms
        return !declared.isEmpty && !declared.contains(.macOS)
    }

    public func version(for platform: ApplePlatform) -> OSVersion {
        let version = targets[platform]?.version ?? Self.defaultVersions[platform]!
        // `MACOSX_DEPLOYMENT_TARGET = 10.16` is Big Sur's compatibility number: it builds for
        // macOS 11, and the compilers read it as 11 when they check availability.
        return platform == .macOS && version.components[0] == 10 && version.components[1] >= 16
            ? OSVersion(11) : version
    }

    /// These targets with every platform `other` names that this one does not (first found wins).
    public func filling(from other: [ApplePlatform: Target]) -> DeploymentTargets {
        var filled = self
        filled.targets = targets.merging(other) { mine, _ in mine }
        return filled
    }
}
