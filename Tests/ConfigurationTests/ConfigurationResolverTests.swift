import A11yFixConfiguration
import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

/// A folder tree on disk, removed afterwards.
final class Tree {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-config-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }
}

@Suite struct ConfigurationResolverTests {
    /// A project whose only target (iOS 14, watchOS 7) lists no file of the tree: a fallback.
    static func project(_ settings: String) -> String {
        var fixture = PBXFixture()
        fixture.target("Elsewhere", settings: ["Release": settings])
        return fixture.text()
    }

    @Test func eachPlatformComesFromTheFirstSourceThatNamesIt() throws {
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": Self.project(
                "SUPPORTED_PLATFORMS = \"iphoneos watchos\"; IPHONEOS_DEPLOYMENT_TARGET = 14.0; WATCHOS_DEPLOYMENT_TARGET = 7.0;"
            ),
            "Packages/Feature/Package.swift":
                "let package = Package(name: \"F\", platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16)], targets: [.target(name: \"F\")])",
            "Packages/Feature/.a11yfix.yml": "targets:\n  macos: 14\n",
            "Packages/Feature/Sources/F/View.swift": "",
        ])
        let resolver = ConfigurationResolver(commandLineTargets: [.tvOS: OSVersion(17)])
        let file = tree.path("Packages/Feature/Sources/F/View.swift")
        let configuration = try resolver.configuration(forFile: file)
        let targets = resolver.targets(forFile: file, configuration: configuration)
        let manifest = tree.path("Packages/Feature/Package.swift")
        #expect(targets.targets[.tvOS] == .init(version: OSVersion(17), source: "--tvos flag"))
        #expect(
            targets.targets[.macOS]
                == .init(version: OSVersion(14), source: ".a11yfix.yml (\(tree.path("Packages/Feature/.a11yfix.yml")))")
        )
        #expect(targets.targets[.iOS] == .init(version: OSVersion(16), source: "Package.swift (\(manifest))"))
        #expect(
            targets.targets[.watchOS]
                == .init(
                    version: OSVersion(7), source: "project.pbxproj target 'Elsewhere' (\(tree.path("App.xcodeproj")))")
        )
        #expect(targets.targets[.visionOS] == .init(version: OSVersion(1), source: "default"))
        // The SwiftPM target that holds the file decides where it builds: the listed platforms.
        #expect(targets.platforms == [.iOS, .macOS, .tvOS])
        #expect(targets.platformSource == "target 'F' (\(manifest))")
        #expect(resolver.warnings.isEmpty)
    }

    @Test func defaultsWhenNothingIsDeclared() throws {
        let tree = try Tree(["Sources/View.swift": ""])
        let resolver = ConfigurationResolver()
        let targets = resolver.targets(forFile: tree.path("Sources/View.swift"), configuration: nil)
        #expect(
            ApplePlatform.allCases.map { targets.version(for: $0) } == [
                OSVersion(15), OSVersion(12), OSVersion(15), OSVersion(8), OSVersion(1),
            ])
        #expect(targets.declaredPlatforms.isEmpty)
        #expect(targets.platforms == nil)
    }

    @Test func nearestConfigurationWinsAndExplicitOneOverrides() throws {
        let tree = try Tree([
            ".a11yfix.yml": "font_strategy: text-style\n",
            "Module/.a11yfix.yml": "font_strategy: scaled-metric\nexclude:\n  - \"Generated/**\"\n",
            "Module/Generated/API.swift": "",
            "Module/View.swift": "",
            "Other/View.swift": "",
            "custom.yml": "summary: none\n",
        ])
        let resolver = ConfigurationResolver()
        let nested = try resolver.configuration(forFile: tree.path("Module/View.swift"))
        #expect(nested?.fontStrategy == .scaledMetric)
        #expect(try resolver.configuration(forFile: tree.path("Other/View.swift"))?.fontStrategy == .textStyle)
        #expect(resolver.isExcluded(tree.path("Module/Generated/API.swift"), by: nested) == "Generated/**")
        #expect(resolver.isExcluded(tree.path("Module/View.swift"), by: nested) == nil)

        let explicit = ConfigurationResolver(explicitConfigurationPath: tree.path("custom.yml"))
        #expect(try explicit.configuration(forFile: tree.path("Module/View.swift"))?.summary == "none")
    }

    @Test func aBrokenConfigurationIsReportedForEveryFileBelowIt() throws {
        let tree = try Tree([".a11yfix.yml": "rules:\n  bogus: true\n", "A/B/View.swift": ""])
        let resolver = ConfigurationResolver()
        #expect(throws: ConfigurationError.self) { try resolver.configuration(forFile: tree.path("A/B/View.swift")) }
        #expect(throws: ConfigurationError.self) { try resolver.configuration(forFile: tree.path("A/View.swift")) }
    }

    @Test func filesNoTargetListsTakeTheLowestAcrossTheProjectsInTheirFolder() throws {
        let tree = try Tree([
            "A.xcodeproj/project.pbxproj": Self.project("SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
            "B.xcodeproj/project.pbxproj": Self.project("SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.2;"),
            "Sources/View.swift": "",
        ])
        let targets = ConfigurationResolver().targets(forFile: tree.path("Sources/View.swift"), configuration: nil)
        #expect(targets.targets[.iOS]?.version == OSVersion(15, 2))
        #expect(targets.targets[.iOS]?.source == "project.pbxproj target 'Elsewhere' (\(tree.path("B.xcodeproj")))")
        #expect(targets.platforms == nil)
    }

    /// One app folder, an iOS and a macOS target: a shared file builds for both at each target's
    /// own version, files of one target for its platform only (neighbours in one folder differ).
    @Test func eachFileGetsThePlatformsOfTheTargetsThatCompileIt() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_App"]
        fixture.group("G_App", path: "App", children: ["F_Shared", "F_Phone", "F_Mac"])
        fixture.file("F_Shared", path: "Shared.swift")
        fixture.file("F_Phone", path: "PhoneOnly.swift")
        fixture.file("F_Mac", path: "MacOnly.swift")
        fixture.projectSettings = ["Release": "IPHONEOS_DEPLOYMENT_TARGET = 15.0; MACOSX_DEPLOYMENT_TARGET = 11.0;"]
        fixture.target(
            "Phone",
            settings: ["Release": "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; SUPPORTS_MACCATALYST = YES;"],
            sources: ["F_Shared", "F_Phone"])
        fixture.target("Mac", settings: ["Release": "SDKROOT = macosx;"], sources: ["F_Shared", "F_Mac"])
        fixture.target(
            "PhoneTests", productType: "com.apple.product-type.bundle.unit-test",
            settings: ["Release": "SDKROOT = iphoneos;"], sources: ["F_Phone"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(), "App/Shared.swift": "", "App/PhoneOnly.swift": "",
            "App/MacOnly.swift": "",
        ])
        let resolver = ConfigurationResolver()
        func targets(_ file: String) -> DeploymentTargets {
            resolver.targets(forFile: tree.path(file), configuration: nil)
        }

        let shared = targets("App/Shared.swift")
        #expect(shared.platforms == [.iOS, .macOS])
        #expect(shared.version(for: .iOS) == OSVersion(17))
        #expect(shared.version(for: .macOS) == OSVersion(11))  // the project level, inherited by Mac
        #expect(shared.macCatalyst)
        #expect(shared.platformSource == "targets 'Phone', 'Mac' (\(tree.path("App.xcodeproj")))")
        #expect(targets("App/PhoneOnly.swift").platforms == [.iOS])
        #expect(targets("App/MacOnly.swift").platforms == [.macOS])
        #expect(!targets("App/MacOnly.swift").macCatalyst)

        let phoneFacts = try #require(resolver.projectFacts(forFile: tree.path("App/PhoneOnly.swift")))
        #expect(phoneFacts.compilingTargets.map(\.name) == ["Phone", "PhoneTests"])
        #expect(!phoneFacts.isTest)  // shipping code that a test target also compiles
    }

    @Test func swiftPackageTargetsWithCustomPathsAndTestTargets() throws {
        let tree = try Tree([
            "Package.swift": """
            // swift-tools-version:5.9
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "KitUI", path: "Code/UI"),
                    .target(name: "KitCore"),
                    .testTarget(name: "KitUITests", dependencies: ["KitUI"]),
                    .testTarget(name: "Checks", path: "Verification"),
                ]
            )
            """,
            "Code/UI/Card.swift": "", "Sources/KitCore/Model.swift": "", "Tests/KitUITests/CardTests.swift": "",
            "Verification/Check.swift": "", "Scripts/tool.swift": "",
        ])
        let resolver = ConfigurationResolver()
        func facts(_ file: String) -> FileProjectFacts? { resolver.projectFacts(forFile: tree.path(file)) }
        #expect(facts("Code/UI/Card.swift")?.compilingTargets.map(\.name) == ["KitUI"])
        #expect(facts("Sources/KitCore/Model.swift")?.compilingTargets.map(\.name) == ["KitCore"])
        #expect(facts("Tests/KitUITests/CardTests.swift")?.isTest == true)
        #expect(facts("Verification/Check.swift")?.isTest == true)
        #expect(facts("Code/UI/Card.swift")?.isTest == false)
        #expect(facts("Scripts/tool.swift") == nil)
        // Without `platforms:`, a package builds for every platform at SwiftPM's minimums.
        let card = resolver.targets(forFile: tree.path("Code/UI/Card.swift"), configuration: nil)
        #expect(card.platforms == Set(ApplePlatform.allCases))
        #expect(card.version(for: .iOS) == OSVersion(12))
        #expect(card.version(for: .macOS) == OSVersion(10, 13))
    }

    /// A package listing iOS and macOS whose modules the apps link apart: a module only the Mac
    /// app links (directly, or as a dependency of a product it links) builds for macOS alone.
    @Test func aPackageModuleBuildsForThePlatformsOfTheAppsThatLinkIt() throws {
        var project = PBXFixture()
        project.target(
            "MacApp", settings: ["Release": "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.0;"],
            packageProducts: ["Panels", "Shared"])
        project.target(
            "PhoneApp", settings: ["Release": "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"],
            packageProducts: ["Shared"])
        project.target(
            "PhoneAppTests", productType: "com.apple.product-type.bundle.unit-test",
            settings: ["Release": "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"], packageProducts: ["Panels"]
        )
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": project.text(),
            "Modules/Package.swift": """
            let package = Package(
                name: "Modules",
                platforms: [.macOS(.v14), .iOS(.v17)],
                products: [
                    .library(name: "Panels", targets: ["Panels"]),
                    .library(name: "Shared", targets: ["Shared"]),
                    .library(name: "Unused", targets: ["Unused"]),
                ],
                targets: [
                    .target(name: "Panels", dependencies: [.target(name: "Drawing"), .product(name: "Kit", package: "kit")]),
                    .target(name: "Drawing"),
                    .target(name: "Shared"),
                    .target(name: "Unused"),
                ]
            )
            """,
            "Modules/Sources/Panels/Panel.swift": "", "Modules/Sources/Drawing/Canvas.swift": "",
            "Modules/Sources/Shared/Model.swift": "", "Modules/Sources/Unused/Thing.swift": "",
        ])
        let resolver = ConfigurationResolver()
        func platforms(_ file: String) -> Set<ApplePlatform>? {
            resolver.targets(forFile: tree.path("Modules/Sources/" + file), configuration: nil).platforms
        }
        #expect(platforms("Panels/Panel.swift") == [.macOS])
        #expect(platforms("Drawing/Canvas.swift") == [.macOS])
        #expect(platforms("Shared/Model.swift") == [.macOS, .iOS])
        // Linked by no app the run can see: the package's own list stands.
        #expect(platforms("Unused/Thing.swift") == [.macOS, .iOS])
        let panel = resolver.targets(forFile: tree.path("Modules/Sources/Panels/Panel.swift"), configuration: nil)
        #expect(
            panel.platformSource == "target 'Panels' (\(tree.path("Modules/Package.swift"))), linked only by 'MacApp'")
    }

    @Test func platformsFromTheCommandLineAndConfigurationOverrideTheProject() throws {
        let tree = try Tree([
            "Package.swift":
                "let package = Package(name: \"K\", platforms: [.iOS(.v16)], targets: [.target(name: \"K\")])",
            "Sources/K/View.swift": "",
            "Sources/K/.a11yfix.yml": "platforms: [ios, macos]\n",
        ])
        let file = tree.path("Sources/K/View.swift")
        let configured = ConfigurationResolver()
        let configuration = try configured.configuration(forFile: file)
        #expect(configured.targets(forFile: file, configuration: configuration).platforms == [.iOS, .macOS])
        let flagged = ConfigurationResolver(commandLinePlatforms: [.visionOS])
        let targets = flagged.targets(forFile: file, configuration: try flagged.configuration(forFile: file))
        #expect(targets.platforms == [.visionOS])
        #expect(targets.platformSource == "--platforms flag")
    }

    @Test func brokenProjectFilesAreWarningsAndTheFileFallsBack() throws {
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": "{ objects = { ;;; ",
            "Package.swift": "let package = Package(name: \"K\", targets: [.target(name: \"K\"",
            "Sources/K/View.swift": "",
            "Other/Loose.swift": "",
        ])
        let resolver = ConfigurationResolver()
        let loose = resolver.targets(forFile: tree.path("Other/Loose.swift"), configuration: nil)
        #expect(loose.platforms == nil)
        #expect(loose.version(for: .iOS) == OSVersion(15))
        // What could be read of the manifest is still used.
        #expect(
            resolver.projectFacts(forFile: tree.path("Sources/K/View.swift"))?.compilingTargets.map(\.name) == ["K"])
        let warnings = resolver.warnings
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.hasPrefix(tree.path("App.xcodeproj")) && $0.contains("malformed") })
        #expect(
            warnings.contains {
                $0 == "\(tree.path("Package.swift")): does not parse; only what could be read of it is used"
            })
    }
}
