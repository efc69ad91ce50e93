import A11yFixConfiguration
import A11yFixCore
import A11yFixTestSupport
import Testing

/// The Swift language mode is read per target, as the deployment targets are: fixes must use the
/// UIKit spellings that mode compiles.
@Suite struct SwiftLanguageModeTests {
    @Test func aTargetSettingOverridesTheProjectAndTheLowestConfigurationWins() throws {
        var fixture = PBXFixture()
        fixture.projectSettings = [
            "Debug": "SDKROOT = iphoneos; SWIFT_VERSION = 5.0;",
            "Release": "SDKROOT = iphoneos; SWIFT_VERSION = 5.0;",
        ]
        fixture.target("Legacy", settings: ["Debug": "SWIFT_VERSION = 4.2;", "Release": "SWIFT_VERSION = 4.0;"])
        fixture.target("Modern", settings: ["Debug": "", "Release": ""])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let project = XcodeProject.load(xcodeproj: tree.path("App.xcodeproj"))
        let xcodeproj = tree.path("App.xcodeproj")
        #expect(
            project.targets[0].languageMode
                == SwiftLanguageMode(
                    version: OSVersion(4), source: "SWIFT_VERSION in project.pbxproj target 'Legacy' (\(xcodeproj))"))
        #expect(project.targets[0].languageMode?.hasNestedUIKitNames == false)
        #expect(project.targets[1].languageMode?.version == OSVersion(5))
        #expect(project.targets[1].languageMode?.hasNestedUIKitNames == true)
    }

    @Test func aTargetWithoutTheSettingHasNoMode() throws {
        var fixture = PBXFixture()
        fixture.target("App", settings: ["Debug": "SDKROOT = iphoneos;"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])
        #expect(XcodeProject.load(xcodeproj: tree.path("App.xcodeproj")).targets[0].languageMode == nil)
    }

    @Test func aPackageUsesItsHighestListedModeElseItsToolsVersion() {
        let listed = SwiftPackageManifest.parse(
            """
            // swift-tools-version:5.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")], swiftLanguageVersions: [.v4, .v4_2])
            """, path: "/p/Package.swift")
        #expect(listed.languageMode?.version == OSVersion(4, 2))
        let modes = SwiftPackageManifest.parse(
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit")], swiftLanguageModes: [.v5])
            """, path: "/p/Package.swift")
        #expect(modes.languageMode?.version == OSVersion(5))
        let old = SwiftPackageManifest.parse(
            "// swift-tools-version:4.0\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
            path: "/p/Package.swift")
        #expect(old.languageMode?.version == OSVersion(4))
        #expect(old.languageMode?.hasNestedUIKitNames == false)
        let current = SwiftPackageManifest.parse(
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
            path: "/p/Package.swift")
        #expect(current.languageMode?.version == OSVersion(5))
    }
}
