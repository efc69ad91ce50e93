import A11yFixConfiguration
import A11yFixCore
import Testing

@Suite struct ConfigurationLoaderTests {
    @Test func readsEveryKey() throws {
        let configuration = try ConfigurationLoader.parse(
            """
            version: 1
            rules:
              icon-only-label: false
              font-appkit-text-style: true
            targets:
              ios: 15.4
              macos: "12"
            exclude:
              - "Generated/**"
            symbols:
              app.logo: Home
            icon_initializers:
              - Image(systemSymbol:)
            font_strategy: scaled-metric
            summary: stderr
            """, path: "cfg.yml")
        #expect(configuration.rules == ["icon-only-label": false, "font-appkit-text-style": true])
        #expect(configuration.targets == [.iOS: OSVersion(15, 4), .macOS: OSVersion(12)])
        #expect(configuration.exclude == ["Generated/**"])
        #expect(configuration.symbols == ["app.logo": "Home"])
        #expect(configuration.iconInitializers == [IconInitializer(name: "Image", argumentLabel: "systemSymbol")])
        #expect(configuration.fontStrategy == .scaledMetric)
        #expect(configuration.summary == "stderr")
        let (apply, report) = configuration.selectTransforms()
        #expect(!apply.contains { $0.descriptor.id == "icon-only-label" })
        #expect(apply.contains { $0.descriptor.id == "font-appkit-text-style" })
        #expect(report.map { $0.descriptor.id } == ["announcement-modernize", "font-custom-relative", "touch-target"])
    }

    @Test func emptyFileMeansDefaults() throws {
        let configuration = try ConfigurationLoader.parse("", path: "cfg.yml")
        #expect(configuration.rules.isEmpty && configuration.targets.isEmpty && configuration.fontStrategy == nil)
    }

    @Test(arguments: [
        ("line-length: wide\n", 1, "line-length", "expected a number of columns, or none for no limit"),
        (
            "colour: red\n", 1, "colour",
            "unknown key; known keys: version, rules, targets, platforms, exclude, symbols, icon_initializers, font_strategy, summary, line-length, root"
        ),
        ("rules:\n  icon-only-label: maybe\n", 2, "rules.icon-only-label", "expected true or false"),
        ("rules:\n  no-such-rule: true\n", 2, "rules.no-such-rule", "unknown transform; `a11yfix list` shows the ids"),
        ("rules: [a, b]\n", 1, "rules", "expected a mapping of transform id to true or false"),
        ("targets:\n  ios: fifteen\n", 2, "targets.ios", "expected a version such as 15 or \"15.4\""),
        (
            "targets:\n  android: 12\n", 2, "targets.android",
            "unknown platform; use ios, macos, tvos, watchos or visionos"
        ),
        ("exclude: Generated\n", 1, "exclude", "expected a list"),
        ("font_strategy: huge\n", 1, "font_strategy", "expected keep-size, scaled-metric or text-style"),
        ("summary: loud\n", 1, "summary", "expected one of auto, append, stdout, stderr, none"),
        (
            "icon_initializers:\n  - Image\n", 2, "icon_initializers",
            "expected a call signature such as Image(systemSymbol:)"
        ),
        ("version: 2\n", 1, "version", "expected 1, the only configuration version"),
    ])
    func errorsNameFileLineAndKey(yaml: String, line: Int, key: String, reason: String) {
        #expect(throws: ConfigurationError(path: "a/.a11yfix.yml", line: line, key: key, reason: reason)) {
            try ConfigurationLoader.parse(yaml, path: "a/.a11yfix.yml")
        }
    }

    @Test func invalidYAMLIsAnErrorWithALine() {
        do {
            _ = try ConfigurationLoader.parse("rules:\n  a: [1, 2\n", path: "x.yml")
            Issue.record("expected an error")
        } catch let error as ConfigurationError {
            #expect(error.line != nil)
            #expect(error.description.hasPrefix("x.yml:"))
            #expect(error.description.contains("not valid YAML"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func errorDescriptionIsOneLine() {
        let error = ConfigurationError(path: "p/.a11yfix.yml", line: 3, key: "rules.x", reason: "unknown transform")
        #expect(error.description == "p/.a11yfix.yml:3: 'rules.x': unknown transform")
    }
}

@Suite struct TargetSourceTests {
    @Test func packageManifestPlatformsInEverySpelling() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                platforms: [.iOS(.v15), .macOS(.v10_15), .tvOS("15.4"), SupportedPlatform.watchOS(.v8), .visionOS(.v1), .macCatalyst(.v14)],
                targets: []
            )
            """
        #expect(
            PackageManifestPlatforms.parse(manifest) == [
                .iOS: OSVersion(15), .macOS: OSVersion(10, 15), .tvOS: OSVersion(15, 4), .watchOS: OSVersion(8),
                .visionOS: OSVersion(1),
            ])
    }

    @Test func manifestWithoutPlatformsDeclaresNothing() {
        #expect(PackageManifestPlatforms.parse("let package = Package(name: \"A\")").isEmpty)
        #expect(
            PackageManifestPlatforms.parse("let package = Package(name: \"A\", platforms: [.iOS(\"15.4.1\")])") == [
                .iOS: OSVersion(15, 4, 1)
            ])
    }

    @Test(arguments: [
        ("Generated/**", "Generated/API.swift", true),
        ("Generated/**", "Sources/Generated/API.swift", false),
        ("**/Generated/**", "Sources/Generated/API.swift", true),
        ("**/*.generated.swift", "a/b/c.generated.swift", true),
        ("*.swift", "a/b.swift", false),
        ("Sources/*/Mocks", "Sources/App/Mocks/Fake.swift", true),
        ("Legacy", "Legacy/Old.swift", true),
        ("Te?t.swift", "Test.swift", true),
    ])
    func globPatterns(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }
}
