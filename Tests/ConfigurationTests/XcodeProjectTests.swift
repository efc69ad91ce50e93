import A11yFixConfiguration
import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

@Suite struct XcodeProjectTests {
    static let iOS = "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
    static let macOS = "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0;"

    func load(_ tree: Tree, _ xcodeproj: String = "App.xcodeproj") -> XcodeProject {
        XcodeProject.load(xcodeproj: tree.path(xcodeproj))
    }

    @Test func classicGroupsResolveNestedPathsAndSourceRoot() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_App", "G_Outside", "F_Model", "F_Product"]
        fixture.group("G_App", path: "App", children: ["G_Views", "G_Support"])
        fixture.group("G_Views", path: "Views", children: ["F_Home"])
        fixture.file("F_Home", path: "Home.swift")
        // A group without a path (a plain folder in the navigator) adds no path component.
        fixture.group("G_Support", children: ["F_Helper"])
        fixture.file("F_Helper", path: "Helpers/Helper.swift")
        fixture.group("G_Outside", path: "../Vendor/./Kit", children: ["F_Vendor"])
        fixture.file("F_Vendor", path: "Kit.swift")
        fixture.file("F_Model", path: "Shared/Model.swift", sourceTree: "SOURCE_ROOT")
        fixture.file("F_Product", path: "Generated.swift", sourceTree: "BUILT_PRODUCTS_DIR")
        fixture.target(
            "App", settings: ["Debug": Self.iOS], sources: ["F_Home", "F_Helper", "F_Vendor", "F_Model", "F_Product"])
        let tree = try Tree(["Project/App.xcodeproj/project.pbxproj": fixture.text()])

        let project = load(tree, "Project/App.xcodeproj")
        let app = try #require(project.targets.first)
        #expect(project.path == tree.path("Project/App.xcodeproj"))
        #expect(
            app.sourceFiles == [
                tree.path("Project/App/Views/Home.swift"), tree.path("Project/App/Helpers/Helper.swift"),
                tree.path("Vendor/Kit/Kit.swift"), tree.path("Project/Shared/Model.swift"),
            ])
        #expect(project.targets(compiling: tree.path("Project/App/Views/../Views/Home.swift")).map(\.name) == ["App"])
        #expect(project.targets(compiling: tree.path("Project/App/Views/Other.swift")).isEmpty)
        #expect(project.warnings.isEmpty)
    }

    @Test func projectDirPathMovesSourceRoot() throws {
        var fixture = PBXFixture()
        fixture.projectDirPath = "../Sources"
        fixture.mainGroupChildren = ["F_Main"]
        fixture.file("F_Main", path: "Main.swift", sourceTree: "SOURCE_ROOT")
        fixture.target("App", settings: ["Debug": Self.iOS], sources: ["F_Main"])
        let tree = try Tree(["Xcode/App.xcodeproj/project.pbxproj": fixture.text()])
        #expect(load(tree, "Xcode/App.xcodeproj").targets.first?.sourceFiles == [tree.path("Sources/Main.swift")])
    }

    @Test func synchronizedFoldersWithBothKindsOfException() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["SYNC_App"]
        fixture.object(
            "SYNC_App",
            """
            isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX_App, EX_Widget, EX_Phase); explicitFileTypes = {};
            explicitFolders = (Resources/Gallery.bundle); path = App; sourceTree = "<group>";
            """)
        // Owner: these are NOT compiled by App.
        fixture.object(
            "EX_App",
            "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/Entry.swift, Legacy, Info.plist); target = T_App;"
        )
        // Not an owner: these ARE compiled by Widget.
        fixture.object(
            "EX_Widget",
            "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/Entry.swift, Shared/Model.swift); target = T_Widget;"
        )
        // Copied into the app as a resource instead of compiled.
        fixture.object(
            "EX_Phase",
            "isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = CP_App; membershipExceptions = (Scripts/tool.swift);"
        )
        fixture.object("CP_App", "isa = PBXCopyFilesBuildPhase; files = ();")
        fixture.target("App", settings: ["Debug": Self.iOS], otherPhases: ["CP_App"], synchronizedGroups: ["SYNC_App"])
        fixture.target("Widget", productType: "com.apple.product-type.app-extension", settings: ["Debug": Self.iOS])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let project = load(tree)
        let app = try #require(project.targets.first { $0.name == "App" })
        let widget = try #require(project.targets.first { $0.name == "Widget" })
        #expect(
            app.synchronizedFolders == [
                XcodeProject.SynchronizedFolder(
                    path: tree.path("App"),
                    excludedPaths: Set(
                        [
                            "Widget/Entry.swift", "Legacy", "Info.plist", "Scripts/tool.swift",
                            "Resources/Gallery.bundle",
                        ].map { tree.path("App/" + $0) })
                )
            ])
        #expect(app.compiles(tree.path("App/Views/Home.swift")))
        #expect(app.compiles(tree.path("App/Shared/Model.swift")))
        #expect(!app.compiles(tree.path("App/Widget/Entry.swift")))
        #expect(!app.compiles(tree.path("App/Legacy/Old/View.swift")))
        #expect(!app.compiles(tree.path("App/Scripts/tool.swift")))
        #expect(!app.compiles(tree.path("App/Resources/Gallery.bundle/Template.swift")))
        #expect(!app.compiles(tree.path("AppOther/View.swift")))
        #expect(widget.synchronizedFolders.isEmpty)
        #expect(widget.sourceFiles == [tree.path("App/Widget/Entry.swift"), tree.path("App/Shared/Model.swift")])
        #expect(project.targets(compiling: tree.path("App/Shared/Model.swift")).map(\.name) == ["App", "Widget"])
        #expect(project.targets(compiling: tree.path("App/Widget/Entry.swift")).map(\.name) == ["Widget"])
    }

    @Test func oneFileCompiledByAnIOSAndAMacOSTarget() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_Shared"]
        fixture.group("G_Shared", path: "Shared", children: ["F_View", "F_MacOnly"])
        fixture.file("F_View", path: "View.swift")
        fixture.file("F_MacOnly", path: "MacOnly.swift")
        fixture.target("Phone", settings: ["Debug": Self.iOS], sources: ["F_View"])
        fixture.target("Mac", settings: ["Debug": Self.macOS], sources: ["F_View", "F_MacOnly"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let project = load(tree)
        let compiling = project.targets(compiling: tree.path("Shared/View.swift"))
        #expect(compiling.map(\.name) == ["Phone", "Mac"])
        #expect(compiling.map(\.platforms) == [[.iOS], [.macOS]])
        #expect(
            compiling.map { $0.deploymentTargets.mapValues(\.version) } == [
                [.iOS: OSVersion(16)], [.macOS: OSVersion(13)],
            ])
        #expect(project.targets(compiling: tree.path("Shared/MacOnly.swift")).map(\.name) == ["Mac"])
    }

    @Test func targetSettingOverridesTheProjectAndTheLowestConfigurationWins() throws {
        var fixture = PBXFixture()
        fixture.projectSettings = [
            "Debug": "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 10.15;",
            "Release": "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 10.15;",
        ]
        fixture.target(
            "Stats",
            settings: ["Debug": "MACOSX_DEPLOYMENT_TARGET = 13.0;", "Release": "MACOSX_DEPLOYMENT_TARGET = 12.0;"])
        fixture.target("Helper", settings: ["Debug": "", "Release": ""])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let project = load(tree)
        let xcodeproj = tree.path("App.xcodeproj")
        #expect(project.targets.map(\.platforms) == [[.macOS], [.macOS]])
        #expect(
            project.targets[0].deploymentTargets == [
                .macOS: .init(version: OSVersion(12), source: "project.pbxproj target 'Stats' (\(xcodeproj))")
            ])
        #expect(
            project.targets[1].deploymentTargets == [
                .macOS: .init(version: OSVersion(10, 15), source: "project.pbxproj project 'App' (\(xcodeproj))")
            ])
    }

    @Test func xcconfigIncludesAssignmentsAndOptionalIncludes() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_Config"]
        fixture.group("G_Config", path: "Config", children: ["F_Base", "F_Target"])
        fixture.file("F_Base", path: "Base.xcconfig")
        fixture.file("F_Target", path: "Target.xcconfig")
        fixture.projectBase = ["Debug": "F_Base", "Release": "F_Base"]
        fixture.target(
            "App", settings: ["Debug": "", "Release": ""], base: ["Debug": "F_Target", "Release": "F_Target"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(),
            "Config/Base.xcconfig": """
            // Shared by every target
            #include "Common/Platform.xcconfig"
            #include? "Local.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = 15.0 // overridden per target
            VISION_MINIMUM = 1.1
            XROS_DEPLOYMENT_TARGET = $(VISION_MINIMUM)
            """,
            "Config/Common/Platform.xcconfig":
                "SDKROOT = iphoneos\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator xros xrsimulator;\nIPHONEOS_DEPLOYMENT_TARGET = 14.0\n",
            "Config/Target.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n",
        ])

        let project = load(tree)
        let app = try #require(project.targets.first)
        #expect(project.warnings.isEmpty)
        #expect(app.platforms == [.iOS, .visionOS])
        #expect(
            app.deploymentTargets == [
                .iOS: .init(
                    version: OSVersion(16),
                    source: "Target.xcconfig (\(tree.path("Config/Target.xcconfig"))) via target 'App'"),
                .visionOS: .init(
                    version: OSVersion(1, 1),
                    source: "Base.xcconfig (\(tree.path("Config/Base.xcconfig"))) via project 'App'"),
            ])
    }

    @Test func inheritedSplicesTheLevelBelow() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["F_Target"]
        fixture.file("F_Target", path: "Target.xcconfig")
        fixture.projectSettings = [
            "Debug":
                "SDKROOT = iphoneos; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\"; IPHONEOS_DEPLOYMENT_TARGET = 15.4; MACOSX_DEPLOYMENT_TARGET = 12.0;"
        ]
        fixture.target(
            "App",
            settings: [
                "Debug": "SUPPORTED_PLATFORMS = \"$(inherited) appletvos\"; TVOS_DEPLOYMENT_TARGET = \"$(inherited)\";"
            ], base: ["Debug": "F_Target"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(),
            "Target.xcconfig":
                "SUPPORTED_PLATFORMS = ${inherited} macosx\nTVOS_DEPLOYMENT_TARGET = 17.0\nIPHONEOS_DEPLOYMENT_TARGET = $(inherited)\n",
        ])

        let app = try #require(load(tree).targets.first)
        #expect(app.platforms == [.iOS, .macOS, .tvOS])
        #expect(
            app.deploymentTargets[.iOS]
                == .init(
                    version: OSVersion(15, 4), source: "project.pbxproj project 'App' (\(tree.path("App.xcodeproj")))"))
        #expect(app.deploymentTargets[.macOS]?.version == OSVersion(12))
        #expect(
            app.deploymentTargets[.tvOS]
                == .init(
                    version: OSVersion(17), source: "Target.xcconfig (\(tree.path("Target.xcconfig"))) via target 'App'"
                ))
    }

    @Test func anIncludeCycleWarnsAndEnds() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["F_A"]
        fixture.file("F_A", path: "A.xcconfig")
        fixture.target("App", settings: ["Debug": ""], base: ["Debug": "F_A"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(),
            "A.xcconfig": "#include \"B.xcconfig\"\nSDKROOT = iphoneos\n",
            "B.xcconfig": "#include \"A.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n",
        ])

        let project = load(tree)
        #expect(project.warnings.count == 1)
        #expect(project.warnings.first?.hasPrefix(tree.path("B.xcconfig") + ": include cycle") == true)
        #expect(project.targets.first?.deploymentTargets[.iOS]?.version == OSVersion(17))
    }

    @Test func aMissingPlainIncludeWarnsNamingTheIncludingFile() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["F_Base"]
        fixture.file("F_Base", path: "Base.xcconfig")
        fixture.target("App", settings: ["Debug": "", "Release": ""], base: ["Debug": "F_Base", "Release": "F_Base"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(),
            "Base.xcconfig":
                "#include \"Missing.xcconfig\"\n#include? \"AlsoMissing.xcconfig\"\nSDKROOT = macosx\nMACOSX_DEPLOYMENT_TARGET = 14.0\n",
        ])

        let project = load(tree)
        // Once, although both configurations include it.
        #expect(
            project.warnings == [
                "\(tree.path("Base.xcconfig")): #include \"Missing.xcconfig\" not found (\(tree.path("Missing.xcconfig")))"
            ])
        #expect(project.targets.first?.deploymentTargets[.macOS]?.version == OSVersion(14))
    }

    @Test func catalystIsIOSWithAFlag() throws {
        var fixture = PBXFixture()
        fixture.target(
            "App", settings: ["Debug": Self.iOS + " SUPPORTS_MACCATALYST = YES; MACOSX_DEPLOYMENT_TARGET = 12.0;"])
        fixture.target("Plain", settings: ["Debug": Self.iOS + " SUPPORTS_MACCATALYST = NO;"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let targets = load(tree).targets
        #expect(targets.map(\.platforms) == [[.iOS], [.iOS]])
        #expect(targets.map(\.supportsMacCatalyst) == [true, false])
        // The macOS setting is for Catalyst builds of iOS code, not a macOS platform.
        #expect(targets[0].deploymentTargets.keys.sorted() == [.iOS])
    }

    /// Device family 6 ("Optimize for Mac") lays UIKit out in the Mac idiom, where text styles are
    /// smaller; without Catalyst the family says nothing, and 1,2 alone is the scaled iPad idiom.
    @Test func macIdiomNeedsCatalystAndDeviceFamilySix() throws {
        var fixture = PBXFixture()
        let catalyst = Self.iOS + " SUPPORTS_MACCATALYST = YES;"
        fixture.target("Mac", settings: ["Debug": catalyst + " TARGETED_DEVICE_FAMILY = \"1,2,6\";"])
        fixture.target("Pad", settings: ["Debug": catalyst + " TARGETED_DEVICE_FAMILY = \"1,2\";"])
        fixture.target("Phone", settings: ["Debug": Self.iOS + " TARGETED_DEVICE_FAMILY = \"1,2,6\";"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        #expect(load(tree).targets.map(\.macIdiom) == [true, false, false])
    }

    /// Device family 6 alone makes a Mac-only Catalyst app: no iPhone or iPad runs it. "1,2,6" still
    /// runs on both, and in any configuration that names another family the target is not Mac-only.
    @Test func macIdiomOnlyNeedsTheMacAsTheOnlyFamilyInEveryConfiguration() throws {
        var fixture = PBXFixture()
        let catalyst = Self.iOS + " SUPPORTS_MACCATALYST = YES;"
        fixture.target("MacOnly", settings: ["Debug": catalyst + " TARGETED_DEVICE_FAMILY = 6;"])
        fixture.target("Everywhere", settings: ["Debug": catalyst + " TARGETED_DEVICE_FAMILY = \"1,2,6\";"])
        fixture.target(
            "Mixed",
            settings: [
                "Debug": catalyst + " TARGETED_DEVICE_FAMILY = 6;",
                "Release": catalyst + " TARGETED_DEVICE_FAMILY = \"2,6\";",
            ])
        fixture.target("NoCatalyst", settings: ["Debug": Self.iOS + " TARGETED_DEVICE_FAMILY = 6;"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        #expect(load(tree).targets.map(\.macIdiomOnly) == [true, false, false, false])
    }

    @Test func multiplatformTargetTakesSupportedPlatforms() throws {
        var fixture = PBXFixture()
        fixture.target(
            "App",
            settings: [
                "Debug": """
                SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx xros xrsimulator";
                IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 14.0; XROS_DEPLOYMENT_TARGET = 1.0; TVOS_DEPLOYMENT_TARGET = 17.0;
                "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]" = 13.0;
                """
            ])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let app = try #require(load(tree).targets.first)
        #expect(app.platforms == [.iOS, .macOS, .visionOS])
        // tvOS is not built, and the simulator-only condition does not lower iOS.
        #expect(
            app.deploymentTargets.mapValues(\.version) == [
                .iOS: OSVersion(17), .macOS: OSVersion(14), .visionOS: OSVersion(1),
            ])
    }

    @Test func deviceFamilyAddsVisionOSToAnIPhoneSDKTarget() throws {
        var fixture = PBXFixture()
        fixture.target(
            "App", settings: ["Debug": Self.iOS + " TARGETED_DEVICE_FAMILY = \"1,2,7\"; XROS_DEPLOYMENT_TARGET = 2.0;"])
        fixture.target("Phone", settings: ["Debug": Self.iOS + " TARGETED_DEVICE_FAMILY = \"1,2\";"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let targets = load(tree).targets
        #expect(targets.map(\.platforms) == [[.iOS, .visionOS], [.iOS]])
        #expect(targets[0].deploymentTargets[.visionOS]?.version == OSVersion(2))
    }

    @Test func withoutSDKROOTATargetBuildsForMacOSAsInXcode() throws {
        var fixture = PBXFixture()
        fixture.target(
            "MacTests", productType: "com.apple.product-type.bundle.unit-test",
            settings: ["Debug": "MACOSX_DEPLOYMENT_TARGET = 14.0; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let target = try #require(load(tree).targets.first)
        #expect(target.platforms == [.macOS])
        #expect(target.deploymentTargets.mapValues(\.version) == [.macOS: OSVersion(14)])
    }

    @Test func testBundlesAreMarked() throws {
        var fixture = PBXFixture()
        fixture.target("App", settings: ["Debug": Self.iOS])
        fixture.target(
            "AppTests", productType: "com.apple.product-type.bundle.unit-test", settings: ["Debug": Self.iOS])
        fixture.target(
            "AppUITests", productType: "com.apple.product-type.bundle.ui-testing", settings: ["Debug": Self.iOS])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let targets = load(tree).targets
        #expect(targets.map(\.name) == ["App", "AppTests", "AppUITests"])
        #expect(targets.map(\.isTest) == [false, true, true])
        #expect(targets[1].productType == "com.apple.product-type.bundle.unit-test")
    }

    @Test func aMalformedProjectGivesOneWarningAndNoTargets() throws {
        let tree = try Tree([
            "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = { isa = PBXProject; ; };\n",
            "Word.xcodeproj/project.pbxproj": "hello",
        ])
        let reasons = [
            "Broken": "malformed project file (", "Word": "not an Xcode project file",
            "Missing": "cannot read the project file",
        ]
        for (name, reason) in reasons {
            let project = load(tree, "\(name).xcodeproj")
            #expect(project.targets.isEmpty)
            #expect(project.warnings.count == 1)
            #expect(
                project.warnings.first?.hasPrefix(tree.path("\(name).xcodeproj/project.pbxproj") + ": " + reason)
                    == true)
        }
    }

    @Test func anUnknownSDKLeavesThePlatformsToTheCaller() throws {
        var fixture = PBXFixture()
        fixture.target("Driver", settings: ["Debug": "SDKROOT = driverkit; MACOSX_DEPLOYMENT_TARGET = 12.0;"])
        let tree = try Tree(["App.xcodeproj/project.pbxproj": fixture.text()])

        let project = load(tree)
        #expect(project.targets.first?.platforms == [])
        #expect(project.targets.first?.deploymentTargets == [:])
        #expect(project.warnings.count == 1)
        #expect(project.warnings.first?.hasPrefix(tree.path("App.xcodeproj/project.pbxproj") + ": ") == true)
        #expect(project.warnings.first?.contains("'driverkit'") == true)
    }
}
