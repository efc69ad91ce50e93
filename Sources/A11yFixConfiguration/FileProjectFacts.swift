import A11yFixCore

/// What the project files say about one Swift file: the targets that compile it, the platforms
/// they build for and the oldest OS per platform (the lowest across those targets).
public struct FileProjectFacts: Sendable, Hashable {
    public struct CompilingTarget: Sendable, Hashable {
        public var name: String
        /// The project file that declares it: `App.xcodeproj` or `Package.swift`, with its path.
        public var declaredIn: String
        public var isTest: Bool
        /// Why the target is an app that only UI tests launch, when it is one.
        public var testHostReason: String? = nil
    }

    public var compilingTargets: [CompilingTarget] = []
    public var platforms: Set<ApplePlatform> = []
    public var deploymentTargets: [ApplePlatform: DeploymentTargets.Target] = [:]
    public var macCatalyst = false
    /// A target compiling the file lays UIKit out in the Mac idiom on the Mac.
    public var macIdiom = false
    /// Every target compiling the file builds for the Mac device family alone (Mac Catalyst,
    /// `TARGETED_DEVICE_FAMILY` "6"): no iPhone or iPad runs it.
    public var macIdiomOnly = false
    /// The lowest Swift language mode of the targets that compile the file; nil when none says.
    public var languageMode: SwiftLanguageMode?
    /// Why the platforms are fewer than the package lists: `linked only by 'App'`.
    public var linkedBy: String?

    /// Test code when every target that compiles it is a test target or a UI-test host.
    public var isTest: Bool {
        !compilingTargets.isEmpty && compilingTargets.allSatisfy { $0.isTest || $0.testHostReason != nil }
    }

    /// Why test code that is not a test bundle's is test code: "UI-test host (launched only by
    /// AppUITests' TEST_TARGET_NAME)", or "component showcase (…)" for a framework's demo app. Nil unless `isTest` and a host compiles the file.
    public var testHostReason: String? {
        guard isTest else { return nil }
        let hosts = compilingTargets.compactMap { target in target.testHostReason.map { "'\(target.name)' \($0)" } }
        guard !hosts.isEmpty else { return nil }
        if compilingTargets.count == 1, let reason = compilingTargets[0].testHostReason {
            // A framework's showcase app names its own kind.
            if reason.hasPrefix(UITestHosts.showcasePrefix) { return reason }
            return "UI-test host (\(reason))"
        }
        return "UI-test host (" + hosts.joined(separator: "; ") + ")"
    }

    /// `target 'App', 'AppMac' (…/App.xcodeproj)`: where the platform set came from.
    public var platformSource: String {
        let names = compilingTargets.map { "'\($0.name)'" }.joined(separator: ", ")
        let files = Array(Set(compilingTargets.map(\.declaredIn))).sorted().joined(separator: ", ")
        let source = "\(compilingTargets.count == 1 ? "target" : "targets") \(names) (\(files))"
        return linkedBy.map { source + ", \($0)" } ?? source
    }

    init(xcodeTargets: [XcodeProject.Target], project: String) {
        for target in xcodeTargets {
            compilingTargets.append(
                CompilingTarget(
                    name: target.name, declaredIn: project, isTest: target.isTest,
                    testHostReason: target.testHostReason))
            add(platforms: target.platforms, targets: target.deploymentTargets)
            macCatalyst = macCatalyst || target.supportsMacCatalyst
            macIdiom = macIdiom || target.macIdiom
            languageMode = SwiftLanguageMode.lowest(languageMode, target.languageMode)
        }
        macIdiomOnly = !xcodeTargets.isEmpty && xcodeTargets.allSatisfy(\.macIdiomOnly)
    }

    init(packageTarget: SwiftPackageManifest.Target, manifest: SwiftPackageManifest) {
        compilingTargets = [
            CompilingTarget(
                name: packageTarget.name, declaredIn: manifest.path, isTest: packageTarget.isTest,
                testHostReason: packageTarget.testHostReason)
        ]
        add(platforms: manifest.buildPlatforms, targets: manifest.deploymentTargets)
        languageMode = manifest.languageMode
    }

    /// A package module builds for the package's platforms, but ships only on those of the apps
    /// that link it: a module only a macOS app links is macOS code (no Dynamic Type, no 44 pt
    /// touch rule), though the package also lists iOS. Kept as it is when no linker says.
    mutating func narrow(toLinkers linkers: [XcodeProject.Target]) {
        // A linker whose settings name no platform could build for any.
        guard !linkers.contains(where: \.platforms.isEmpty) else { return }
        let linked = platforms.intersection(linkers.flatMap(\.platforms))
        guard !linked.isEmpty, linked != platforms else { return }
        let names = linkers.map { "'\($0.name)'" }.joined(separator: ", ")
        platforms = linked
        deploymentTargets = deploymentTargets.filter { linked.contains($0.key) }
        linkedBy = "linked only by \(names)"
    }

    /// A file several targets compile builds for all their platforms, from the lowest target of each.
    private mutating func add(platforms more: Set<ApplePlatform>, targets: [ApplePlatform: DeploymentTargets.Target]) {
        platforms.formUnion(more)
        for (platform, target) in targets where more.contains(platform) {
            if deploymentTargets[platform].map({ target.version < $0.version }) ?? true {
                deploymentTargets[platform] = target
            }
        }
    }
}
