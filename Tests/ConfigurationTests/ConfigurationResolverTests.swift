import A11yFixConfiguration
import A11yFixCore
import Foundation
import Testing

/// A folder tree on disk, removed afterwards.
final class Tree {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-config-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }
}

@Suite struct ConfigurationResolverTests {
    let pbxproj = "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\nMACOSX_DEPLOYMENT_TARGET = 11.0;\nTVOS_DEPLOYMENT_TARGET = 14.0;\nWATCHOS_DEPLOYMENT_TARGET = 7.0;\n"

    @Test func eachPlatformComesFromTheFirstSourceThatNamesIt() throws {
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "Packages/Feature/Package.swift": "let package = Package(name: \"F\", platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16)])",
            "Packages/Feature/.a11yfix.yml": "targets:\n  macos: 14\n",
            "Packages/Feature/Sources/F/View.swift": "",
        ])
        let resolver = ConfigurationResolver(commandLineTargets: [.tvOS: OSVersion(17)])
        let file = tree.path("Packages/Feature/Sources/F/View.swift")
        let configuration = try resolver.configuration(forFile: file)
        let targets = resolver.targets(forFile: file, configuration: configuration)
        #expect(targets.targets[.tvOS] == .init(version: OSVersion(17), source: "--tvos flag"))
        #expect(targets.targets[.macOS] == .init(version: OSVersion(14), source: ".a11yfix.yml (\(tree.path("Packages/Feature/.a11yfix.yml")))"))
        #expect(targets.targets[.iOS] == .init(version: OSVersion(16), source: "Package.swift (\(tree.path("Packages/Feature/Package.swift")))"))
        #expect(targets.targets[.watchOS] == .init(version: OSVersion(7), source: "project.pbxproj (\(tree.path("App.xcodeproj/project.pbxproj")))"))
        #expect(targets.targets[.visionOS] == .init(version: OSVersion(1), source: "default"))
        #expect(targets.declaredPlatforms == [.iOS, .macOS, .tvOS, .watchOS])
    }

    @Test func defaultsWhenNothingIsDeclared() throws {
        let tree = try Tree(["Sources/View.swift": ""])
        let resolver = ConfigurationResolver()
        let targets = resolver.targets(forFile: tree.path("Sources/View.swift"), configuration: nil)
        #expect(ApplePlatform.allCases.map { targets.version(for: $0) } == [OSVersion(15), OSVersion(12), OSVersion(15), OSVersion(8), OSVersion(1)])
        #expect(targets.declaredPlatforms.isEmpty)
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

    @Test func lowestAcrossSeveralProjectsInOneFolder() throws {
        let tree = try Tree([
            "A.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n",
            "B.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 15.2;\n",
            "Sources/View.swift": "",
        ])
        let targets = ConfigurationResolver().targets(forFile: tree.path("Sources/View.swift"), configuration: nil)
        #expect(targets.targets[.iOS]?.version == OSVersion(15, 2))
        #expect(targets.targets[.iOS]?.source == "project.pbxproj (\(tree.path("B.xcodeproj/project.pbxproj")))")
    }
}
