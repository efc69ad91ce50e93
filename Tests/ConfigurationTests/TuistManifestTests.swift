import A11yFixConfiguration
import A11yFixCore
import Foundation
import Testing

/// A Tuist `Project.swift` with no committed `.xcodeproj`, read from its literals.
@Suite struct TuistManifestTests {
    static let manifest = """
        import ProjectDescription

        let project = Project(
            name: "Harbor",
            targets: [
                .target(
                    name: "Harbor",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "dev.example.harbor",
                    deploymentTargets: .iOS("17.0"),
                    sources: ["Harbor/Sources/**"]
                ),
                .target(
                    name: "HarborMac",
                    destinations: [.mac, .macCatalyst],
                    product: .app,
                    bundleId: "dev.example.harbor.mac",
                    deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
                    sources: [.glob("Mac/**", excluding: ["Mac/Legacy/**"])]
                ),
                Target(
                    name: "HarborKit",
                    platform: .macOS,
                    product: .framework,
                    bundleId: "dev.example.harbor.kit",
                    deploymentTarget: .macOS(targetVersion: "13.0"),
                    sources: "Kit/*.swift"
                ),
                .target(
                    name: "HarborTests", destinations: .iOS, product: .unitTests, bundleId: "t", sources: ["Tests/**"]
                ),
            ]
        )

        """

    func isInNoTarget(_ membership: BuildMembership) -> Bool {
        if case .inNoTarget = membership { return true }
        return false
    }

    @Test func literalTargetsGivePlatformsDeploymentTargetsAndSources() throws {
        let tree = try Tree([
            "Project.swift": Self.manifest, "Harbor/Sources/Views/Dock.swift": "", "Mac/Window.swift": "",
            "Mac/Legacy/OldWindow.swift": "", "Kit/Model.swift": "", "Kit/Nested/Deep.swift": "",
            "Tests/DockTests.swift": "", "Loose/Note.swift": "",
        ])
        let manifest = tree.path("Project.swift")
        let resolver = ConfigurationResolver()
        func targets(_ file: String) -> DeploymentTargets {
            resolver.targets(forFile: tree.path(file), configuration: nil)
        }
        let dock = targets("Harbor/Sources/Views/Dock.swift")
        #expect(dock.platforms == [.iOS])
        #expect(dock.platformSource == "target 'Harbor' (\(manifest))")
        #expect(
            dock.targets[.iOS] == .init(version: OSVersion(17), source: "Project.swift target 'Harbor' (\(manifest))"))
        let window = targets("Mac/Window.swift")
        #expect(window.platforms == [.iOS, .macOS])
        #expect(window.macCatalyst)
        #expect(window.version(for: .macOS) == OSVersion(14))
        let model = targets("Kit/Model.swift")
        #expect(model.platforms == [.macOS])
        #expect(model.version(for: .macOS) == OSVersion(13))
        #expect(resolver.projectFacts(forFile: tree.path("Tests/DockTests.swift"))?.isTest == true)
        for file in ["Mac/Legacy/OldWindow.swift", "Kit/Nested/Deep.swift", "Loose/Note.swift"] {
            #expect(isInNoTarget(resolver.membership(forFile: tree.path(file))), "\(file)")
        }
        #expect(resolver.warnings.isEmpty, "\(resolver.warnings)")
    }

    /// A helper-built project gives no facts and one warning; a computed value leaves what it
    /// sets unknown, and the manifest cannot say a file is in no target.
    @Test func computedValuesGiveNoFactsWithAReason() throws {
        let helper = try Tree([
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Harbor", destinations: .iOS)

            """,
            "Harbor/Dock.swift": "",
        ])
        let resolver = ConfigurationResolver()
        #expect(resolver.projectFacts(forFile: helper.path("Harbor/Dock.swift")) == nil)
        #expect(resolver.membership(forFile: helper.path("Harbor/Dock.swift")) == .unknown)
        #expect(resolver.warnings.count == 1)
        #expect(resolver.warnings.first?.hasPrefix(helper.path("Project.swift") + ": no Project(…) call") == true)

        let computed = try Tree([
            "Project.swift": """
            import ProjectDescription

            let all: Destinations = [.iPhone, .mac]
            let project = Project(name: "Harbor", targets: [
                .target(name: "Harbor", destinations: all, product: .app, bundleId: "h", sources: ["Harbor/**"]),
            ])

            """,
            "Harbor/Dock.swift": "", "Other/Loose.swift": "",
        ])
        let second = ConfigurationResolver()
        #expect(second.projectFacts(forFile: computed.path("Harbor/Dock.swift"))?.compilingTargets.count == 1)
        #expect(second.targets(forFile: computed.path("Harbor/Dock.swift"), configuration: nil).platforms == nil)
        #expect(second.membership(forFile: computed.path("Other/Loose.swift")) == .unknown)
        #expect(second.warnings == ["\(computed.path("Project.swift")): target 'Harbor': destinations are computed"])
    }

    /// Targets made by helper functions are not read, but when every target call of the manifest
    /// names the same platforms, those are the platforms of its files; calls that disagree say nothing.
    @Test func targetsMadeByHelpersGiveThePlatformAllTheirCallsAgreeOn() throws {
        func manifest(_ kitDestinations: String) -> String {
            """
            import ProjectDescription

            func appTarget(selfCompiled: Bool) -> Target {
                .target(
                    name: selfCompiled ? "Harbor-Self" : "Harbor", destinations: [.mac], product: .app,
                    bundleId: "h", deploymentTargets: .macOS("14.0"), sources: ["Harbor/**"])
            }

            let kit: Target = .target(
                name: "Kit", destinations: \(kitDestinations), product: .framework, bundleId: "k",
                deploymentTargets: .macOS("13.0"), sources: ["Kit/**"])

            let project = Project(name: "Harbor", targets: [appTarget(selfCompiled: false), kit])

            """
        }
        let agreeing = try Tree(["Project.swift": manifest("[.mac]"), "Harbor/Views/Dock.swift": ""])
        let resolver = ConfigurationResolver()
        let dock = resolver.targets(forFile: agreeing.path("Harbor/Views/Dock.swift"), configuration: nil)
        #expect(dock.platforms == [.macOS])
        #expect(dock.platformSource == "every target in Project.swift (\(agreeing.path("Project.swift")))")
        #expect(dock.version(for: .macOS) == OSVersion(13))
        #expect(resolver.membership(forFile: agreeing.path("Harbor/Views/Dock.swift")) == .unknown)

        let disagreeing = try Tree(["Project.swift": manifest(".iOS"), "Harbor/Views/Dock.swift": ""])
        let second = ConfigurationResolver()
        #expect(
            second.targets(forFile: disagreeing.path("Harbor/Views/Dock.swift"), configuration: nil).platforms == nil)
    }

    /// A target that lists no sources may rely on a default: no warning, but no file is said to
    /// be in no target.
    @Test func aTargetWithoutSourcesLeavesUnlistedFilesUnknown() throws {
        let tree = try Tree([
            "Project.swift": """
            import ProjectDescription

            let project = Project(name: "Harbor", targets: [
                .target(name: "Harbor", destinations: .iOS, product: .app, bundleId: "h", sources: ["Harbor/**"]),
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k"),
            ])

            """,
            "Harbor/Dock.swift": "", "Sources/Kit.swift": "",
        ])
        let resolver = ConfigurationResolver()
        #expect(resolver.membership(forFile: tree.path("Harbor/Dock.swift")) == .compiled)
        #expect(resolver.membership(forFile: tree.path("Sources/Kit.swift")) == .unknown)
        #expect(resolver.warnings.isEmpty)
    }

    /// An app's own `Project.swift` model file is not a manifest.
    @Test func aProjectSwiftThatDoesNotImportProjectDescriptionIsCode() throws {
        let tree = try Tree([
            "Project.swift": "struct Project { var name: String }\n", "View.swift": "",
        ])
        let resolver = ConfigurationResolver()
        #expect(resolver.projectFacts(forFile: tree.path("View.swift")) == nil)
        #expect(resolver.membership(forFile: tree.path("View.swift")) == .unknown)
        #expect(resolver.warnings.isEmpty)
    }
}
