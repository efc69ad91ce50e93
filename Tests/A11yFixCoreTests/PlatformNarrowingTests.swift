import A11yFixCore
import SwiftSyntax
import Testing

@Suite struct PlatformNarrowingTests {
    func platforms(of marker: String, in source: String, project: Set<ApplePlatform>? = nil) throws -> [ApplePlatform] {
        let file = SourceFile(path: "A.swift", text: source)
        let token = try #require(file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == marker })
        var targets = DeploymentTargets.defaults
        targets.platforms = project
        return Availability(targets: targets).platforms(of: token, in: file)
    }

    let source = """
        import SwiftUI
        #if canImport(AppKit)
        let mac = 1
        #elseif targetEnvironment(macCatalyst)
        let catalyst = 1
        #elseif canImport(UIKit)
        let uikit = 1
        #else
        let other = 1
        #endif
        let anywhere = 1
        """

    @Test func importChecksAndCatalystNarrowTheProjectsPlatforms() throws {
        #expect(try platforms(of: "mac", in: source) == [.macOS])
        #expect(try platforms(of: "catalyst", in: source) == [.iOS])
        #expect(try platforms(of: "uikit", in: source) == [.iOS, .tvOS, .visionOS])
        #expect(try platforms(of: "other", in: source) == [.watchOS])
        // The project's platforms bound what the code says.
        #expect(try platforms(of: "anywhere", in: source, project: [.iOS, .macOS]) == [.iOS, .macOS])
        #expect(try platforms(of: "uikit", in: source, project: [.iOS, .macOS]) == [.iOS])
    }

    @Test func bigSursCompatibilityNumberIsMacOS11() throws {
        var targets = DeploymentTargets.defaults
        targets.targets[.macOS] = .init(version: try #require(OSVersion("10.16")), source: "project.pbxproj")
        #expect(targets.version(for: .macOS) == OSVersion(11))
        targets.targets[.macOS] = .init(version: try #require(OSVersion("10.15")), source: "project.pbxproj")
        #expect(targets.version(for: .macOS) == OSVersion(10, 15))
        targets.targets[.iOS] = .init(version: try #require(OSVersion("10.16")), source: "project.pbxproj")
        #expect(targets.version(for: .iOS) == OSVersion(10, 16))
    }
}
