import A11yFixCore

/// The build-setting vocabulary for platforms: SDK names and deployment-target keys.
enum ApplePlatformSettings {
    static let deploymentTargetKeys: [ApplePlatform: String] = [
        .iOS: "IPHONEOS_DEPLOYMENT_TARGET", .macOS: "MACOSX_DEPLOYMENT_TARGET", .tvOS: "TVOS_DEPLOYMENT_TARGET",
        .watchOS: "WATCHOS_DEPLOYMENT_TARGET", .visionOS: "XROS_DEPLOYMENT_TARGET",
    ]

    private static let sdks: [String: ApplePlatform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// `iphoneos`, `iphoneos17.2`, or a path such as `/…/iPhoneOS17.2.sdk`; nil for anything else
    /// (`driverkit`, an unexpanded `$(…)`).
    static func platform(forSDK value: String) -> ApplePlatform? {
        var name = XcodePath.lastComponent(of: value).lowercased()
        if name.hasSuffix(".sdk") { name.removeLast(4) }
        while let last = name.last, last.isNumber || last == "." { name.removeLast() }
        return sdks[name]
    }

    static func isIPhoneSDK(_ value: String) -> Bool {
        let name = XcodePath.lastComponent(of: value).lowercased()
        return name.hasPrefix("iphoneos") || name.hasPrefix("iphonesimulator")
    }

    /// `TARGETED_DEVICE_FAMILY` numbers beyond iPhone (1) and iPad (2) that an iPhone-SDK target
    /// can build for natively. Watch (4) is left out: watchOS code needs the watchOS SDK.
    static let deviceFamilies: [String: ApplePlatform] = ["3": .tvOS, "7": .visionOS]

    /// `TARGETED_DEVICE_FAMILY` names the Mac (6) and no other device ("6", not "1,2,6"): a Mac
    /// Catalyst app that no iPhone or iPad runs.
    static func namesOnlyTheMac(_ families: String) -> Bool {
        let numbers = families.trimmingQuotes.split(whereSeparator: { $0 == "," || $0 == " " })
        return !numbers.isEmpty && numbers.allSatisfy { $0 == "6" }
    }
}
