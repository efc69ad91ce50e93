import A11yFixCore

/// What one build configuration (Debug, Release…) of a target builds for, from its settings.
struct ConfigurationPlatforms {
    var platforms: Set<ApplePlatform> = []
    var supportsMacCatalyst = false
    /// Built for Mac Catalyst with `TARGETED_DEVICE_FAMILY` 6 ("Optimize for Mac"): UIKit lays out in
    /// the Mac idiom there, where text styles are smaller than on iOS.
    var macIdiom = false
    /// The device family is the Mac alone (`TARGETED_DEVICE_FAMILY` "6"): no iPhone or iPad runs it.
    var macIdiomOnly = false
    var deploymentTargets: [ApplePlatform: DeploymentTargets.Target] = [:]
    /// Reasons the settings could not be used, for the project's warnings.
    var problems: [String] = []
    /// The SDK is set to something this reader does not know, so `platforms` says nothing.
    var hasUnknownSDK = false
    /// `SWIFT_VERSION`, when set to a version.
    var languageMode: SwiftLanguageMode?

    init(settings: BuildSettingsStack, targetName: String) {
        platforms = determinePlatforms(settings, targetName: targetName)
        supportsMacCatalyst =
            platforms.contains(.iOS) && settings.resolve("SUPPORTS_MACCATALYST")?.value.uppercased() == "YES"
        macIdiom =
            supportsMacCatalyst
            && (settings.resolve("TARGETED_DEVICE_FAMILY")?.value ?? "").trimmingQuotes.split(whereSeparator: {
                $0 == "," || $0 == " "
            }).contains("6")
        macIdiomOnly =
            supportsMacCatalyst
            && ApplePlatformSettings.namesOnlyTheMac(settings.resolve("TARGETED_DEVICE_FAMILY")?.value ?? "")
        if let setting = settings.resolve("SWIFT_VERSION"),
            let version = OSVersion(setting.value.trimmingSpaces.trimmingQuotes)
        {
            languageMode = SwiftLanguageMode(version: version, source: "SWIFT_VERSION in " + setting.source)
        }
        for platform in platforms {
            let key = ApplePlatformSettings.deploymentTargetKeys[platform]!
            guard let setting = settings.resolve(key) else { continue }
            let text = setting.value.trimmingSpaces.trimmingQuotes
            if let version = OSVersion(text) {
                deploymentTargets[platform] = DeploymentTargets.Target(version: version, source: setting.source)
            } else if !text.isEmpty {
                problems.append(
                    "target '\(targetName)' has \(key) = '\(setting.value)', which is not a version (\(setting.source))"
                )
            }
        }
    }

    /// `SUPPORTED_PLATFORMS`, when it names any platform, is the set (multiplatform targets set
    /// `SDKROOT = auto`). Otherwise `SDKROOT` gives one platform, and for an iPhone SDK
    /// `TARGETED_DEVICE_FAMILY` 3 or 7 adds tvOS or visionOS: older projects declared those
    /// destinations by device family alone, and counting a platform too many only makes the
    /// availability checks stricter, while one too few would let unavailable API through.
    private mutating func determinePlatforms(_ settings: BuildSettingsStack, targetName: String) -> Set<ApplePlatform> {
        // Xcode's own default when no level sets SDKROOT; Mac targets often leave it out.
        let sdk = settings.resolve("SDKROOT")?.value.trimmingSpaces ?? "macosx"
        let sdkPlatform = ApplePlatformSettings.platform(forSDK: sdk)
        if !sdk.isEmpty, sdk != "auto", sdkPlatform == nil {
            problems.append("target '\(targetName)' has unknown SDKROOT '\(sdk)'; its platforms are left undetermined")
            hasUnknownSDK = true
            return []
        }
        let supported = (settings.resolve("SUPPORTED_PLATFORMS")?.value ?? "")
            .split(whereSeparator: { $0 == " " || $0 == "\t" })
            .compactMap { ApplePlatformSettings.platform(forSDK: String($0)) }
        if !supported.isEmpty { return Set(supported) }
        guard let sdkPlatform else {
            if sdk == "auto" {
                problems.append(
                    "target '\(targetName)' has SDKROOT = auto but SUPPORTED_PLATFORMS names no known platform; its platforms are left undetermined"
                )
            }
            return []
        }
        var result: Set<ApplePlatform> = [sdkPlatform]
        if ApplePlatformSettings.isIPhoneSDK(sdk) {
            let families = (settings.resolve("TARGETED_DEVICE_FAMILY")?.value ?? "").split(whereSeparator: {
                $0 == "," || $0 == " "
            })
            for family in families {
                if let platform = ApplePlatformSettings.deviceFamilies[String(family)] { result.insert(platform) }
            }
        }
        return result
    }
}
