import A11yFixConfiguration
import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

/// An XcodeGen `project.yml` with no committed `.xcodeproj` speaks for its targets as the
/// generated project would: platforms, deployment targets, sources and test bundles.
@Suite struct XcodeGenSpecTests {
    static let spec = """
        name: Transit
        options:
          deploymentTarget:
            iOS: "16.0"
            macOS: 13.0
        targets:
          Transit:
            type: application
            platform: iOS
            deploymentTarget: "17.0"
            sources:
              - Transit
              - path: Shared/Format.swift
          TransitMac:
            type: application
            platform: macOS
            deploymentTarget: "13.5"
            settings:
              configs:
                Debug: {MACOSX_DEPLOYMENT_TARGET: "14.0"}
                Release: {MACOSX_DEPLOYMENT_TARGET: "13.3"}
            sources: [Mac]
          Widgets:
            type: app-extension
            platform: [iOS, watchOS]
            deploymentTarget:
              watchOS: "10.0"
            sources:
              - path: Widgets
                excludes: ["Legacy"]
              - path: Resources
                buildPhase: resources
          Notes:
            type: framework
            platform: auto
            supportedDestinations: [iOS, macOS, macCatalyst]
            deploymentTarget: {iOS: "17.2", macOS: "14.0"}
            sources: Notes
          TransitTests:
            type: bundle.unit-test
            platform: iOS
            sources: [Tests]
          Tools:
            type: tool
            platform: macOS
            sources:
              - path: Tools
                includes: ["*.swift"]
              - path: Generated
                optional: true

        """

    static func tree() throws -> Tree {
        try Tree([
            "project.yml": spec, "Transit/Map/MapView.swift": "", "Shared/Format.swift": "", "Shared/Unused.swift": "",
            "Mac/Window.swift": "", "Widgets/Board.swift": "", "Widgets/Legacy/OldBoard.swift": "",
            "Resources/Stale.swift": "", "Notes/Note.swift": "", "Tests/MapTests.swift": "",
            "Tools/Run.swift": "", "Tools/Scripts/Helper.swift": "",
        ])
    }

    func isInNoTarget(_ membership: BuildMembership, listedBy spec: String) -> Bool {
        if case let .inNoTarget(listedBy) = membership { return listedBy == spec }
        return false
    }

    /// A Catalyst target whose settings name the Mac as its only device family is a Mac-only app;
    /// one that also names the iPhone and iPad is not.
    @Test func macOnlyDeviceFamilyIsReadFromSettings() throws {
        let tree = try Tree([
            "project.yml": """
            name: Home
            targets:
              Home:
                type: application
                platform: iOS
                supportedDestinations: [iOS, maccatalyst]
                settings:
                  base:
                    SUPPORTS_MACCATALYST: YES
                    TARGETED_DEVICE_FAMILY: "6"
                sources: [Home]
              Remote:
                type: application
                platform: iOS
                supportedDestinations: [iOS, macCatalyst]
                settings:
                  TARGETED_DEVICE_FAMILY: "1,2,6"
                sources: [Remote]

            """,
            "Home/Tile.swift": "", "Remote/Pad.swift": "",
        ])
        let resolver = ConfigurationResolver()
        let home = resolver.targets(forFile: tree.path("Home/Tile.swift"), configuration: nil)
        let remote = resolver.targets(forFile: tree.path("Remote/Pad.swift"), configuration: nil)
        #expect(home.macIdiomOnly)
        #expect(home.macIdiom)
        #expect(!remote.macIdiomOnly)
        #expect(remote.macIdiom)
    }

    @Test func targetsGivePlatformsDeploymentTargetsAndSources() throws {
        let tree = try Self.tree()
        let spec = tree.path("project.yml")
        let resolver = ConfigurationResolver()
        func targets(_ file: String) -> DeploymentTargets {
            resolver.targets(forFile: tree.path(file), configuration: nil)
        }

        let map = targets("Transit/Map/MapView.swift")
        #expect(map.platforms == [.iOS])
        #expect(map.platformSource == "target 'Transit' (\(spec))")
        #expect(map.targets[.iOS] == .init(version: OSVersion(17), source: "project.yml target 'Transit' (\(spec))"))
        #expect(targets("Shared/Format.swift").platforms == [.iOS])

        let window = targets("Mac/Window.swift")
        #expect(window.platforms == [.macOS])
        #expect(
            window.targets[.macOS]
                == .init(version: OSVersion(13, 3), source: "project.yml target 'TransitMac' settings (\(spec))"))
        #expect(
            targets("Tools/Run.swift").targets[.macOS]
                == .init(version: OSVersion(13), source: "project.yml options.deploymentTarget (\(spec))"))

        let board = targets("Widgets/Board.swift")
        #expect(board.platforms == [.iOS, .watchOS])
        #expect(board.version(for: .iOS) == OSVersion(16))
        #expect(board.version(for: .watchOS) == OSVersion(10))

        let note = targets("Notes/Note.swift")
        #expect(note.platforms == [.iOS, .macOS])
        #expect(note.macCatalyst)
        #expect(note.version(for: .iOS) == OSVersion(17, 2))
        #expect(note.version(for: .macOS) == OSVersion(14))

        #expect(targets("Tools/Run.swift").platforms == [.macOS])
        #expect(resolver.projectFacts(forFile: tree.path("Tests/MapTests.swift"))?.isTest == true)
        #expect(resolver.projectFacts(forFile: tree.path("Notes/Note.swift"))?.isTest == false)
        #expect(resolver.warnings.isEmpty, "\(resolver.warnings)")
    }

    /// Excluded, not included, resource-phase and unlisted files are in no target, as in an Xcode
    /// project.
    @Test func filesNoTargetListsAreInNoTarget() throws {
        let tree = try Self.tree()
        let resolver = ConfigurationResolver()
        let unlisted = [
            "Shared/Unused.swift", "Widgets/Legacy/OldBoard.swift", "Resources/Stale.swift",
            "Tools/Scripts/Helper.swift",
        ]
        for file in unlisted {
            #expect(resolver.projectFacts(forFile: tree.path(file)) == nil, "\(file)")
            let membership = resolver.membership(forFile: tree.path(file))
            #expect(isInNoTarget(membership, listedBy: tree.path("project.yml")), "\(file): \(membership)")
        }
        #expect(resolver.membership(forFile: tree.path("Widgets/Board.swift")) == .compiled)
    }

    /// Included specs are read first and the including spec wins; their paths are relative to
    /// their own folder unless `relativePaths: false`.
    @Test func includesMergeWithPathsRelativeToTheirSpec() throws {
        let tree = try Tree([
            "project.yaml": """
            include:
              - Config/base.yml
              - path: Modules/Kit/kit.yml
              - path: Config/extra.yml
                relativePaths: false
            targets:
              App:
                deploymentTarget: "16.4"

            """,
            "Config/base.yml": """
            options:
              deploymentTarget: {iOS: "15.0", macOS: "12.3"}
            targets:
              App:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                sources: [../App]

            """,
            "Modules/Kit/kit.yml":
                "targets:\n  Kit:\n    type: framework\n    platform: macOS\n    sources: [Sources]\n",
            "Config/extra.yml": "targets:\n  Extra:\n    platform: tvOS\n    sources: [Extra]\n",
            "App/View.swift": "", "Modules/Kit/Sources/Kit.swift": "", "Extra/Shelf.swift": "",
        ])
        let resolver = ConfigurationResolver()
        func targets(_ file: String) -> DeploymentTargets {
            resolver.targets(forFile: tree.path(file), configuration: nil)
        }
        let app = targets("App/View.swift")
        #expect(app.platforms == [.iOS])
        #expect(
            app.targets[.iOS]
                == .init(version: OSVersion(16, 4), source: "project.yaml target 'App' (\(tree.path("project.yaml")))"))
        let kit = targets("Modules/Kit/Sources/Kit.swift")
        #expect(kit.platforms == [.macOS])
        #expect(
            kit.targets[.macOS]
                == .init(
                    version: OSVersion(12, 3),
                    source: "base.yml options.deploymentTarget (\(tree.path("Config/base.yml")))"))
        #expect(targets("Extra/Shelf.swift").platforms == [.tvOS])
        #expect(resolver.warnings.isEmpty, "\(resolver.warnings)")
    }

    /// A framework's spec without deployment targets, included by an app's spec (run from the
    /// root, as a script that copies it there does) whose shared include sets them, builds for
    /// those; a spec nothing includes keeps the defaults.
    @Test func aSpecTakesDeploymentTargetsFromTheSpecThatIncludesIt() throws {
        let tree = try Tree([
            "Apps/Main/project.yml": """
            include:
              - path: Core/project.yml
              - path: Apps/Shared/base.yml
            targets:
              App: {type: application, platform: iOS, sources: [Apps/Main/Sources]}

            """,
            "Apps/Shared/base.yml": "options:\n  deploymentTarget:\n    iOS: \"18.0\"\n",
            "Core/project.yml": "targets:\n  Core: {type: framework, platform: iOS, sources: [Sources]}\n",
            "Core/Sources/Model.swift": "",
            "Lone/project.yml": "targets:\n  Lone: {type: framework, platform: iOS, sources: [Sources]}\n",
            "Lone/Sources/Tool.swift": "",
        ])
        let resolver = ConfigurationResolver()
        let core = resolver.targets(forFile: tree.path("Core/Sources/Model.swift"), configuration: nil)
        #expect(core.platforms == [.iOS])
        #expect(
            core.targets[.iOS]
                == .init(
                    version: OSVersion(18),
                    source: "base.yml options.deploymentTarget (\(tree.path("Apps/Shared/base.yml")))"))
        let lone = resolver.targets(forFile: tree.path("Lone/Sources/Tool.swift"), configuration: nil)
        #expect(lone.version(for: .iOS) == DeploymentTargets.defaults.version(for: .iOS))
    }

    /// A spec that does not parse is one warning naming it, and no facts: its files are unknown,
    /// never in no target.
    @Test func anUnreadableSpecIsOneWarningAndNoFacts() throws {
        let specs = [
            "targets:\n  App: {platform: iOS, sources: [App]\n": "not valid YAML",
            "- App\n- Kit\n": "expected a mapping at the top of the XcodeGen spec",
        ]
        for (text, reason) in specs {
            let tree = try Tree(["project.yml": text, "App/View.swift": ""])
            let resolver = ConfigurationResolver()
            #expect(resolver.projectFacts(forFile: tree.path("App/View.swift")) == nil)
            #expect(resolver.membership(forFile: tree.path("App/View.swift")) == .unknown)
            #expect(resolver.targets(forFile: tree.path("App/View.swift"), configuration: nil).platforms == nil)
            #expect(resolver.warnings.count == 1)
            #expect(resolver.warnings.first?.hasPrefix(tree.path("project.yml") + ": " + reason) == true)
        }
    }

    /// Templates and missing includes are not read: each is a warning naming why, the targets
    /// still speak for what they list, but no file is said to be in no target.
    @Test func templatesAndMissingIncludesLeaveThePartialSpecUnsure() throws {
        let tree = try Tree([
            "project.yml": """
            include: [Shared/base.yml]
            targets:
              App:
                templates: [iOSApp]
                platform: iOS
                sources: [App]

            """,
            "App/View.swift": "", "Other/Loose.swift": "",
        ])
        let spec = tree.path("project.yml")
        let resolver = ConfigurationResolver()
        #expect(resolver.targets(forFile: tree.path("App/View.swift"), configuration: nil).platforms == [.iOS])
        #expect(resolver.membership(forFile: tree.path("Other/Loose.swift")) == .unknown)
        #expect(
            resolver.warnings == [
                "\(spec): include 'Shared/base.yml' not found",
                "\(spec): target 'App' uses templates:, which a11yfix does not expand; its settings may be incomplete",
            ])
    }

    /// A committed (or locally generated) `.xcodeproj` beside the spec is what Xcode builds.
    @Test func anXcodeProjectBesideTheSpecWins() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_App"]
        fixture.group("G_App", path: "App", children: ["F_View"])
        fixture.file("F_View", path: "View.swift")
        fixture.target("App", settings: ["Debug": "SDKROOT = macosx;"], sources: ["F_View"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(), "App/View.swift": "",
            "project.yml": "targets:\n  Generated:\n    platform: iOS\n    sources: [App]\n",
        ])
        let facts = ConfigurationResolver().projectFacts(forFile: tree.path("App/View.swift"))
        #expect(facts?.compilingTargets.map(\.name) == ["App"])
        #expect(facts?.platforms == [.macOS])
    }
}
