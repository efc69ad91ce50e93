import A11yFixConfiguration
import A11yFixCore
import Foundation
import Testing

/// The project's line length, read from its linter and formatter files and `.a11yfix.yml`.
@Suite struct LineLengthConfigurationTests {
    func limit(
        _ files: [String: String], for file: String = "Sources/App/View.swift"
    ) throws -> (LineLengthLimit?, [String], Tree) {
        let tree = try Tree(files.merging([file: ""]) { old, _ in old })
        let resolver = ConfigurationResolver()
        let path = tree.path(file)
        let limit = resolver.lineLength(forFile: path, configuration: try resolver.configuration(forFile: path))
        return (limit, resolver.warnings, tree)
    }

    @Test func eachFileKindSetsTheLimit() throws {
        let cases: [(String, String, Int)] = [
            (".swiftlint.yml", "disabled_rules:\n  - todo\nline_length: 120\n", 120),
            (".swiftlint.yml", "line_length:\n  warning: 110\n  error: 200\n", 110),
            (".swiftlint.yml", "line_length: [100, 150]\n", 100),
            (".swift-format", "{ \"version\": 1, \"lineLength\": 100, \"indentation\": { \"spaces\": 2 } }", 100),
            (".swiftformat", "# house style\n--indent 4\n--maxwidth 130 --wraparguments before-first\n", 130),
            // A quoted value is one word, whatever it holds (spaces, `#`, escaped quotes).
            (
                ".swiftformat",
                "--header \"// Copyright (c) 2010-{year} #1 \\\"A\\\" Corp\\n//\" # the licence\n--maxwidth 110\n", 110
            ),
            // Lines ending in a backslash go on with the next, and an option's values run to the next
            // option: a rule list over several lines is one option, not a stray word.
            (
                ".swiftformat",
                "--enable isEmpty,   \\\n    void,   \\\n    typeSugar\n--disable andOperator, redundantSelf\n--maxwidth 140\n",
                140
            ),
            // A commented-out line inside a continued list is skipped, and the list goes on past it.
            (
                ".swiftformat",
                "--rules braces, \\\n#organizeDeclarations, \\\n  redundantInit, \\\n  wrap\n--maxwidth 100\n", 100
            ),
            (".editorconfig", "root = true\n\n[*]\nindent_style = space\n\n[*.{swift,m}]\nmax_line_length = 90\n", 90),
        ]
        for (name, text, columns) in cases {
            let (limit, warnings, tree) = try limit([name: text])
            #expect(limit == LineLengthLimit(columns: columns, source: tree.path(name)), "\(name): \(text)")
            #expect(warnings.isEmpty)
        }
    }

    /// A `parent_config` decides what the file leaves unsaid: a local one is read, a remote one
    /// cannot be, so nothing is guessed (not even SwiftLint's default).
    @Test func swiftLintParentConfigDecidesWhatTheFileLeavesUnsaid() throws {
        let remote = "parent_config: https://example.com/shared/.swiftlint.yml\nremote_timeout: 10.0\n"
        #expect(try limit([".swiftlint.yml": remote]).0 == nil)
        let (local, _, tree) = try limit([
            ".swiftlint.yml": "parent_config: lint/base.yml\n", "lint/base.yml": "line_length: 140\n",
        ])
        #expect(local == LineLengthLimit(columns: 140, source: tree.path(".swiftlint.yml")))
        let (offInParent, _, _) = try limit([
            ".swiftlint.yml": "parent_config: base.yml\n", "base.yml": "only_rules:\n  - force_cast\n",
        ])
        #expect(offInParent == nil)
        // A missing local parent is a problem with the file, named in one warning.
        let (missing, warnings, _) = try limit([".swiftlint.yml": "parent_config: shared/lint.yml\n"])
        #expect(missing == nil)
        #expect(warnings.count == 1 && warnings[0].contains("parent_config 'shared/lint.yml' is not found"))
        // The file's own setting wins over its parent's.
        let (own, _, _) = try limit([".swiftlint.yml": remote + "line_length: 150\n"])
        #expect(own?.columns == 150)
    }

    @Test func theNearestFolderThatSetsOneWins() throws {
        let (limit, _, tree) = try limit([
            ".swiftlint.yml": "line_length: 160\n",
            "Sources/.editorconfig": "[*.md]\nmax_line_length = 80\n",  // not for Swift files: sets nothing
            "Sources/App/.swift-format": "{ \"lineLength\": 100 }",
        ])
        #expect(limit?.columns == 100)
        #expect(limit?.source == tree.path("Sources/App/.swift-format"))
        let (outer, _, _) = try self.limit([
            ".swiftlint.yml": "line_length: 160\n", "Sources/.editorconfig": "[*.md]\nmax_line_length = 80\n",
        ])
        #expect(outer?.columns == 160)
    }

    @Test func inOneFolderTheSmallestWinsAndNoneMeansNoLimit() throws {
        let (both, _, _) = try limit([".swiftlint.yml": "line_length: 120\n", ".swiftformat": "--maxwidth 100\n"])
        #expect(both?.columns == 100)
        // `none` in the nearer folder stops the walk: that part of the project has no limit.
        let (none, _, _) = try limit([
            ".swiftlint.yml": "line_length: 120\n", "Sources/.swiftformat": "--maxwidth none\n",
        ])
        #expect(none == nil)
        let (off, _, _) = try limit([".editorconfig": "[*.swift]\nmax_line_length = off\n"])
        #expect(off == nil)
        let (disabled, _, _) = try limit([".swiftlint.yml": "disabled_rules: [line_length]\nline_length: 100\n"])
        #expect(disabled == nil)
    }

    @Test func tabsCountAsTheConfiguredWidth() throws {
        let (limit, _, _) = try limit([
            ".editorconfig": "[*]\nindent_style = tab\nindent_size = 2\n\n[*.swift]\nmax_line_length = 100\n"
        ])
        #expect(limit?.tabWidth == 2)
        #expect(limit?.width(of: "\tab") == 4)
        let (format, _, _) = try self.limit([".swift-format": "{ \"lineLength\": 100, \"tabWidth\": 8 }"])
        #expect(format?.tabWidth == 8)
    }

    @Test func theA11yfixConfigurationOverridesThemAll() throws {
        let (limit, _, tree) = try limit([
            ".swiftlint.yml": "line_length: 120\n", "Sources/.a11yfix.yml": "line-length: 140\n",
        ])
        #expect(limit == LineLengthLimit(columns: 140, source: tree.path("Sources/.a11yfix.yml")))
        let (none, _, _) = try self.limit([
            ".swiftlint.yml": "line_length: 120\n", ".a11yfix.yml": "line-length: none\n",
        ])
        #expect(none == nil)
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse("line-length: wide\n", path: ".a11yfix.yml")
        }
    }

    @Test func aFileThatDoesNotParseIsOneWarningAndSetsNothing() throws {
        let broken = [
            ".swiftlint.yml": "line_length: [120\n",
            ".swift-format": "{ \"lineLength\": 100,",
            ".swiftformat": "maxwidth 100\n",
            ".editorconfig": "[*.swift\nmax_line_length = 100\n",
        ]
        for (name, text) in broken {
            // A working file above: the broken one is skipped, not taken as "no limit".
            let (limit, warnings, tree) = try limit([
                "Sources/App/" + name: text, ".swiftlint.yml": "line_length: 150\n",
            ])
            #expect(limit?.columns == 150, "\(name)")
            #expect(warnings.count == 1, "\(name): \(warnings)")
            #expect(warnings.first?.hasPrefix(tree.path("Sources/App/" + name) + ": ") == true, "\(warnings)")
            #expect(warnings.first?.hasSuffix("its line length is not used") == true, "\(warnings)")
        }
        let (_, warnings, _) = try limit([".swiftlint.yml": "line_length: wide\n"])
        #expect(warnings.count == 1)
    }

    @Test func theToolsDefaultsApplyWhereARuleIsOnButSetsNoWidth() throws {
        // SwiftLint's line_length is a default rule (warning at 120); swift-format formats to 100.
        let (lint, _, tree) = try limit([".swiftlint.yml": "opt_in_rules: [empty_count]\n"])
        #expect(lint == LineLengthLimit(columns: 120, source: tree.path(".swiftlint.yml")))
        let (comments, _, _) = try limit([".swiftlint.yml": "line_length:\n  ignores_comments: true\n"])
        #expect(comments?.columns == 120)
        let (format, _, _) = try limit([".swift-format": "{ \"indentation\": { \"spaces\": 2 } }"])
        #expect(format?.columns == 100)
        let (onlyOthers, _, _) = try limit([".swiftlint.yml": "only_rules: [empty_count]\n"])
        #expect(onlyOthers == nil)
    }

    /// A Run Script phase that runs `swiftlint --config "$PROJECT_DIR/swiftlint.yml"` lints with that
    /// file although it is no `.swiftlint.yml`; a file no build phase names sets nothing.
    @Test func aSwiftLintConfigANamedBuildPhasePassesSetsTheLimit() throws {
        let script =
            "shellScript = \"if which mint > /dev/null; then\\n"
            + "    mint run --mintfile \\\"$PROJECT_DIR/Mintfile\\\" \\\\\\n"
            + "         swiftlint --config \\\"$PROJECT_DIR/lint/swiftlint.yml\\\" \\\"$PROJECT_DIR\\\"\\nfi\\n\";\n"
        let lint = "line_length:\n  warning: 100\n  error: 120\n"
        let (named, warnings, tree) = try limit([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n" + script + "}\n", "lint/swiftlint.yml": lint,
        ])
        #expect(named == LineLengthLimit(columns: 100, source: tree.path("lint/swiftlint.yml")))
        #expect(warnings.isEmpty)
        let (unnamed, _, _) = try limit(["App.xcodeproj/project.pbxproj": "{\n}\n", "lint/swiftlint.yml": lint])
        #expect(unnamed == nil)
    }

    @Test func noFileNoLimit() throws {
        let (limit, warnings, _) = try limit([
            ".swiftformat": "--indent 4\n", ".editorconfig": "[*.swift]\nindent_style = space\n",
        ])
        #expect(limit == nil)
        #expect(warnings.isEmpty)
        let (nothing, _, _) = try self.limit([:])
        #expect(nothing == nil)
    }
}
