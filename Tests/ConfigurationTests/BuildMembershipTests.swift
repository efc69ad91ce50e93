import A11yFixConfiguration
import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

/// A file is "in no target" only when the project files were read well enough to say so: a
/// false answer silently drops real code from every run.
@Suite struct BuildMembershipTests {
    static let icon = "import SwiftUI\n"

    /// An Xcode project at the top whose app target lists `App/View.swift` only.
    static func appProject() -> String {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_App"]
        fixture.group("G_App", path: "App", children: ["F_View"])
        fixture.file("F_View", path: "View.swift")
        fixture.target("App", settings: ["Debug": "SDKROOT = iphoneos;"], sources: ["F_View"])
        return fixture.text()
    }

    func isInNoTarget(_ membership: BuildMembership) -> Bool {
        if case .inNoTarget = membership { return true }
        return false
    }

    @Test func targetsMadeByHelpersOrWithComputedPathsLeaveTheirFilesCompiled() throws {
        let manifests = [
            // Targets made by a function: their names are not literals.
            """
            import PackageDescription
            func feature(_ name: String) -> Target { .target(name: name) }
            let package = Package(name: "Kit", targets: ["Cards", "Feed"].map(feature) + [.target(name: "Core")])
            """,
            // A computed path: the default folder is not where the code is.
            """
            import PackageDescription
            let root = "Sources/Feed"
            let package = Package(name: "Kit", targets: [.target(name: "Cards", path: "Sources/Cards"),
                                                         .target(name: "Feed", path: root), .target(name: "Core")])
            """,
            // A listed source the reader cannot see.
            """
            import PackageDescription
            let extra = "Feed"
            let package = Package(name: "Kit", targets: [
                .target(name: "Cards", path: "Sources", sources: ["Cards", extra]), .target(name: "Core"),
            ])
            """,
            // Qualified by the module name.
            """
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                PackageDescription.Target.target(name: "Feed"), .target(name: "Cards"), .target(name: "Core"),
            ])
            """,
            // Does not parse: what follows the error is lost.
            """
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Cards"), .target(name: "Core"),
                                                         .target(name: Feed")])
            """,
        ]
        for manifest in manifests {
            for prefix in ["", "Packages/Kit/"] {
                var files = [
                    prefix + "Package.swift": manifest, prefix + "Sources/Feed/Feed.swift": Self.icon,
                    prefix + "Sources/Cards/Card.swift": Self.icon,
                    prefix + "Sources/Core/Model.swift": Self.icon,
                ]
                // Below an Xcode project that lists its own sources, and alone.
                if !prefix.isEmpty { files["App.xcodeproj/project.pbxproj"] = Self.appProject() }
                let tree = try Tree(files)
                let resolver = ConfigurationResolver()
                let membership = resolver.membership(forFile: tree.path(prefix + "Sources/Feed/Feed.swift"))
                #expect(!isInNoTarget(membership), "\(membership) with \(files.keys.sorted())\n\(manifest)")
            }
        }
    }

    @Test func defaultTargetFoldersFollowSwiftPM() throws {
        // SwiftPM looks for a target in Sources, Source, src and srcs; for a test target in Tests first.
        let tree = try Tree([
            "Package.swift": """
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])
            """,
            "src/Kit/Card.swift": Self.icon, "Sources/KitTests/CardTests.swift": Self.icon,
            "Sources/Stale/Old.swift": Self.icon,
        ])
        let resolver = ConfigurationResolver()
        let card = resolver.projectFacts(forFile: tree.path("src/Kit/Card.swift"))
        #expect(card?.compilingTargets.map(\.name) == ["Kit"])
        #expect(resolver.projectFacts(forFile: tree.path("Sources/KitTests/CardTests.swift"))?.isTest == true)
        #expect(isInNoTarget(resolver.membership(forFile: tree.path("Sources/Stale/Old.swift"))))
    }

    @Test func aManifestThatIsReadInFullStillFindsLeftovers() throws {
        let tree = try Tree([
            "Package.swift": """
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "Cards", exclude: ["Old"]), .target(name: "Core"),
            ])
            """,
            "Sources/Cards/Card.swift": Self.icon, "Sources/Cards/Old/Card.swift": Self.icon,
            "Sources/Removed/Row.swift": Self.icon,
        ])
        let resolver = ConfigurationResolver()
        #expect(resolver.membership(forFile: tree.path("Sources/Cards/Card.swift")) == .compiled)
        #expect(isInNoTarget(resolver.membership(forFile: tree.path("Sources/Cards/Old/Card.swift"))))
        #expect(isInNoTarget(resolver.membership(forFile: tree.path("Sources/Removed/Row.swift"))))
    }

    /// macOS file systems ignore case and Unicode composition, so Xcode compiles a file the project
    /// spells differently from the disk: it is not in no target.
    @Test func aFileTheProjectSpellsInAnotherCaseOrCompositionIsNotInNoTarget() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_App"]
        fixture.group("G_App", path: "App", children: ["F_View", "F_Cafe"])
        fixture.file("F_View", path: "Contentview.swift")
        fixture.file("F_Cafe", path: "Caf\u{E9}.swift")
        fixture.target("App", settings: ["Debug": "SDKROOT = iphoneos;"], sources: ["F_View", "F_Cafe"])
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": fixture.text(), "App/ContentView.swift": Self.icon,
            "App/Cafe\u{301}.swift": Self.icon, "App/Stale.swift": Self.icon,
        ])
        let resolver = ConfigurationResolver()
        #expect(!isInNoTarget(resolver.membership(forFile: tree.path("App/ContentView.swift"))))
        #expect(!isInNoTarget(resolver.membership(forFile: tree.path("App/Cafe\u{301}.swift"))))
        #expect(isInNoTarget(resolver.membership(forFile: tree.path("App/Stale.swift"))))
    }

    /// A project that cannot be read (a merge conflict in `project.pbxproj`) may compile any file
    /// near it: no file there is in no target, even when another project beside it reads fine.
    @Test func aBrokenProjectBesideAGoodOneLeavesItsFilesCompiled() throws {
        let conflicted = Self.appProject().replacingOccurrences(of: "objects = {", with: "<<<<<<< HEAD\nobjects = {")
        for (name, text) in [("Widget.xcodeproj", conflicted), ("Widget/Widget.xcodeproj", conflicted)] {
            let tree = try Tree([
                "App.xcodeproj/project.pbxproj": Self.appProject(), name + "/project.pbxproj": text,
                "App/View.swift": Self.icon, "Widget/Entry.swift": Self.icon,
            ])
            let resolver = ConfigurationResolver()
            let others = [tree.path(name)]
            let entry = resolver.membership(forFile: tree.path("Widget/Entry.swift"), otherProjects: others)
            #expect(!isInNoTarget(entry), "\(name)")
            #expect(resolver.membership(forFile: tree.path("App/View.swift"), otherProjects: others) == .compiled)
            #expect(resolver.warnings.contains { $0.contains("Widget.xcodeproj") })
        }
    }
}
