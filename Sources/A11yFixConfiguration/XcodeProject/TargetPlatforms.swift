import A11yFixCore

/// A target's platforms summed over its build configurations: every platform any of them
/// builds for, and per platform the lowest deployment target, because the code has to build
/// in every configuration and so must suit the oldest OS any of them names.
struct TargetPlatforms {
    private(set) var platforms: Set<ApplePlatform> = []
    private(set) var supportsMacCatalyst = false
    /// Any configuration lays UIKit out in the Mac idiom (`TARGETED_DEVICE_FAMILY` 6).
    private(set) var macIdiom = false
    /// Every configuration builds for the Mac device family alone.
    var macIdiomOnly: Bool { sawConfiguration && !isUndetermined && everyConfigurationMacOnly }
    private var sawConfiguration = false
    private var everyConfigurationMacOnly = true
    private(set) var deploymentTargets: [ApplePlatform: DeploymentTargets.Target] = [:]
    /// The lowest `SWIFT_VERSION` of its configurations: the code must compile in each.
    private(set) var languageMode: SwiftLanguageMode?
    /// A configuration whose SDK is unknown makes the whole target unknown: a partial answer
    /// would be mistaken for the target's full set of platforms.
    private var isUndetermined = false

    mutating func add(_ configuration: ConfigurationPlatforms) {
        languageMode = SwiftLanguageMode.lowest(languageMode, configuration.languageMode)
        if configuration.hasUnknownSDK {
            isUndetermined = true
            platforms = []
            supportsMacCatalyst = false
            macIdiom = false
            deploymentTargets = [:]
        }
        guard !isUndetermined else { return }
        sawConfiguration = true
        everyConfigurationMacOnly = everyConfigurationMacOnly && configuration.macIdiomOnly
        platforms.formUnion(configuration.platforms)
        supportsMacCatalyst = supportsMacCatalyst || configuration.supportsMacCatalyst
        macIdiom = macIdiom || configuration.macIdiom
        for (platform, target) in configuration.deploymentTargets
        where deploymentTargets[platform].map({ target.version < $0.version }) ?? true {
            deploymentTargets[platform] = target
        }
    }
}
