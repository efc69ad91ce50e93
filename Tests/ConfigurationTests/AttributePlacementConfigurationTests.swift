import A11yFixConfiguration
import A11yFixCore
import Foundation
import Testing

/// Where a new property's attribute goes, read from SwiftFormat's and SwiftLint's files.
@Suite struct AttributePlacementConfigurationTests {
    func placement(_ files: [String: String], for file: String = "Sources/App/View.swift") throws -> AttributePlacement?
    {
        let tree = try Tree(files.merging([file: ""]) { old, _ in old })
        return ConfigurationResolver().attributePlacement(forFile: tree.path(file))
    }

    @Test func swiftFormatOptionsSayWhichLine() throws {
        #expect(try placement([".swiftformat": "--storedvarattrs prev-line\n"])?.onLineAbove == true)
        #expect(try placement([".swiftformat": "--varattributes same-line\n"])?.onLineAbove == false)
        #expect(try placement([".swiftformat": "--complexattrs prev-line --maxwidth 120\n"])?.onLineAbove == true)
        // The most specific option wins; `preserve` leaves it to the code.
        #expect(
            try placement([".swiftformat": "--complexattrs prev-line\n--storedvarattrs same-line\n"])?.onLineAbove
                == false)
        #expect(try placement([".swiftformat": "--storedvarattrs preserve\n"]) == nil)
        // The rule switched off says nothing, also when the list goes on over continued lines.
        #expect(
            try placement([".swiftformat": "--storedvarattrs prev-line\n--disable andOperator, \\\n  wrapAttributes\n"])
                == nil)
        #expect(try placement([".swiftformat": "--rules indent\n--storedvarattrs prev-line\n"]) == nil)
    }

    @Test func swiftLintsAttributesRuleWantsTheLineAboveForAttributesWithArguments() throws {
        let found = try placement([".swiftlint.yml": "opt_in_rules:\n  - attributes\n  - empty_count\n"])
        #expect(found?.onLineAbove == true)
        #expect(found?.source.hasSuffix("/.swiftlint.yml") == true)
        #expect(try placement([".swiftlint.yml": "only_rules: [attributes]\n"])?.onLineAbove == true)
        // Off by default, disabled, or told to keep attributes with arguments on the line.
        #expect(try placement([".swiftlint.yml": "line_length: 120\n"]) == nil)
        #expect(try placement([".swiftlint.yml": "opt_in_rules: [attributes]\ndisabled_rules: [attributes]\n"]) == nil)
        let sameLine =
            "opt_in_rules: [attributes]\nattributes:\n  attributes_with_arguments_always_on_line_above: false\n"
        #expect(try placement([".swiftlint.yml": sameLine]) == nil)
    }

    @Test func swiftLintsListsDecideForTheAttributesTheyName() throws {
        let lint = "opt_in_rules:\n  - attributes\nattributes:\n  always_on_same_line:\n    - \"@Environment\"\n"
        let both = try placement([".swiftformat": "--storedvarattrs same-line\n", ".swiftlint.yml": lint])
        #expect(both?.onLineAbove == true)
        #expect(both?.isOnLineAbove("@Environment(\\.accessibilityReduceMotion)") == false)
        #expect(both?.isOnLineAbove("@ScaledMetric(relativeTo: .body)") == true)
        let above =
            "only_rules: [attributes]\nattributes:\n  always_on_line_above: [\"@ScaledMetric\"]\n"
            + "  attributes_with_arguments_always_on_line_above: false\n"
        let listed = try placement([".swiftlint.yml": above])
        #expect(listed?.isOnLineAbove("@ScaledMetric(relativeTo: .title)") == true)
        #expect(listed?.isOnLineAbove("@Environment(\\.dismiss)") == false)
    }

    @Test func theNearestFolderThatSaysWinsAndTheLineAboveWinsInOneFolder() throws {
        let nearer = try placement([
            ".swiftformat": "--storedvarattrs prev-line\n", "Sources/.swiftformat": "--storedvarattrs same-line\n",
        ])
        #expect(nearer?.onLineAbove == false)
        let both = try placement([
            ".swiftformat": "--storedvarattrs same-line\n", ".swiftlint.yml": "opt_in_rules: [attributes]\n",
        ])
        #expect(both?.onLineAbove == true)
        // A folder that says nothing passes the question up.
        let above = try placement([
            ".swiftformat": "--storedvarattrs prev-line\n", "Sources/.swiftlint.yml": "line_length: 90\n",
        ])
        #expect(above?.onLineAbove == true)
    }

    @Test func swiftLintsExplicitTypeInterfaceAsksForWrittenTypes() throws {
        func rule(_ files: [String: String]) throws -> String? {
            let tree = try Tree(files.merging(["Sources/App/View.swift": ""]) { old, _ in old })
            return ConfigurationResolver().explicitTypeRule(forFile: tree.path("Sources/App/View.swift"))
        }
        #expect(
            try rule([".swiftlint.yml": "opt_in_rules:\n  - explicit_type_interface\n"])?.hasSuffix("/.swiftlint.yml")
                == true)
        #expect(try rule(["Sources/.swiftlint.yml": "only_rules: [explicit_type_interface]\n"]) != nil)
        // Off by default, or disabled.
        #expect(try rule([".swiftlint.yml": "opt_in_rules: [attributes]\n"]) == nil)
        let disabled = "opt_in_rules: [explicit_type_interface]\ndisabled_rules: [explicit_type_interface]\n"
        #expect(try rule([".swiftlint.yml": disabled]) == nil)
    }
}

/// Which files get two spaces before a trailing comment: those under a `.swift-format`.
@Suite struct SwiftFormatFileTests {
    @Test func theNearestSwiftFormatFileUpFromTheFileIsFound() throws {
        let tree = try Tree([
            ".swift-format": "{}\n", "Sources/App/View.swift": "", "Other/.swiftlint.yml": "line_length: 100\n",
            "Other/View.swift": "",
        ])
        let found = ConfigurationResolver().swiftFormatFile(forFile: tree.path("Sources/App/View.swift"))
        #expect(found == tree.path(".swift-format"))
        #expect(ConfigurationResolver().swiftFormatFile(forFile: tree.path("Other/View.swift")) == found)
        let alone = try Tree(["Sources/View.swift": "", ".swiftformat": "--maxwidth 100\n"])
        #expect(ConfigurationResolver().swiftFormatFile(forFile: alone.path("Sources/View.swift")) == nil)
    }

    /// swift-format run by a pre-commit hook, with no `.swift-format`, formats with its defaults;
    /// SwiftFormat's own hook (`swiftformat`) does not count.
    @Test func aPreCommitHookThatRunsSwiftFormatCounts() throws {
        let hooked = try Tree([
            ".pre-commit-config.yaml": """
            repos:
            - repo: https://github.com/swiftlang/swift-format
              rev: "602.0.0"
              hooks:
              - id: swift-format

            """,
            "App/View.swift": "",
        ])
        #expect(
            ConfigurationResolver().swiftFormatFile(forFile: hooked.path("App/View.swift"))
                == hooked.path(".pre-commit-config.yaml"))
        let other = try Tree([
            ".pre-commit-config.yaml": """
            repos:
            - repo: https://github.com/nicklockwood/SwiftFormat
              rev: "0.55.0"
              hooks:
              - id: swiftformat

            """,
            "App/View.swift": "",
        ])
        #expect(ConfigurationResolver().swiftFormatFile(forFile: other.path("App/View.swift")) == nil)
    }

    /// swift-format run from a Makefile or a CI workflow, with no `.swift-format`, lints with its
    /// defaults: two spaces before a trailing comment, lines of at most 100 columns. SwiftFormat,
    /// a commented-out line and a run with its own `--configuration` do not count.
    @Test func aMakefileOrWorkflowThatRunsSwiftFormatCounts() throws {
        let made = try Tree([
            "Makefile": "lint:\n\tswift-format lint --recursive Sources\n", "App/View.swift": "",
        ])
        #expect(ConfigurationResolver().swiftFormatFile(forFile: made.path("App/View.swift")) == made.path("Makefile"))
        #expect(
            ConfigurationResolver().lineLength(forFile: made.path("App/View.swift"), configuration: nil)?.columns == 100
        )
        let workflow = try Tree([
            ".github/workflows/lint.yml": "jobs:\n  lint:\n    steps:\n      - run: swift format lint --strict -r .\n",
            "App/View.swift": "",
        ])
        #expect(
            ConfigurationResolver().swiftFormatFile(forFile: workflow.path("App/View.swift"))
                == workflow.path(".github/workflows/lint.yml"))
        let others = try Tree([
            "Makefile": "lint:\n\tswiftformat --lint .\n#\tswift-format lint -r .\n",
            ".github/workflows/ci.yml": "      - run: swift-format lint --configuration tools/format.json -r .\n",
            "App/View.swift": "",
        ])
        #expect(ConfigurationResolver().swiftFormatFile(forFile: others.path("App/View.swift")) == nil)
        #expect(ConfigurationResolver().lineLength(forFile: others.path("App/View.swift"), configuration: nil) == nil)
    }
}
