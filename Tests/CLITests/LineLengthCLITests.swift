import A11yFixTestSupport
import Foundation
import Testing

/// Fixes keep the line length the project's linter or formatter files set, in every entry point.
@Suite struct LineLengthCLITests {
    /// An AppKit toolbar: the label lines a fix adds pass 100 columns with their `[VERIFY]`
    /// marker, and the image line is 103 columns before any fix.
    static let toolbar = """
        import AppKit

        final class Toolbar: NSObject {
            func makeItems() -> [NSToolbarItem] {
                let deleteButton = NSButton(image: NSImage(named: "trash")!, target: self, action: #selector(deleteSelection))
                let sidebarItem = NSToolbarItem(itemIdentifier: .init("sidebar"))
                sidebarItem.image = NSImage(systemSymbolName: "sidebar.leading", accessibilityDescription: nil)
                sidebarItem.paletteLabel = "Toggle Sidebar"
                sidebarItem.view = deleteButton
                return [sidebarItem]
            }

            @objc func deleteSelection() {}
        }

        """

    /// Within 100 columns: the long label line's marker above it, the already-long image line
    /// wrapped as swift-format would (it may not grow), the short tool tip line as it always is.
    static let toolbarWithin100 = """
        import AppKit

        final class Toolbar: NSObject {
            func makeItems() -> [NSToolbarItem] {
                let deleteButton = NSButton(image: NSImage(named: "trash")!, target: self, action: #selector(deleteSelection))
                // [VERIFY] confirm label matches intent
                deleteButton.setAccessibilityLabel("Delete selection")
                deleteButton.toolTip = "Delete selection" // [VERIFY] confirm label matches intent
                let sidebarItem = NSToolbarItem(itemIdentifier: .init("sidebar"))
                // [VERIFY] confirm label matches intent
                sidebarItem.image = NSImage(
                    systemSymbolName: "sidebar.leading",
                    accessibilityDescription: "Toggle Sidebar"
                )
                sidebarItem.paletteLabel = "Toggle Sidebar"
                sidebarItem.view = deleteButton
                return [sidebarItem]
            }

            @objc func deleteSelection() {}
        }

        """

    static let configurations = [
        ".swiftlint.yml": "line_length:\n  warning: 100\n  error: 140\n",
        ".swift-format": "{ \"version\": 1, \"lineLength\": 100 }\n",
        ".swiftformat": "--indent 4\n--maxwidth 100\n",
        ".editorconfig": "root = true\n\n[*.{swift,h}]\nmax_line_length = 100\n",
    ]

    @Test func eachConfigurationFileSetsTheLimit() throws {
        for (name, text) in Self.configurations {
            let scratch = try Scratch()
            try scratch.write(name, text)
            try scratch.write("Sources/Toolbar.swift", Self.toolbar)
            let result = try CLI.run(["fix", "--no-cache", "--summary", "none", "Sources"], in: scratch.url)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            // swift-format also wants two spaces before a trailing comment.
            let expected =
                name == ".swift-format"
                ? Self.toolbarWithin100.replacingOccurrences(of: "\" // [VERIFY]", with: "\"  // [VERIFY]")
                : Self.toolbarWithin100
            #expect(try scratch.read("Sources/Toolbar.swift") == expected, "\(name)")
            #expect(
                result.stderr.contains(
                    "2 of 2 fixes moved their [VERIFY] marker above the line, 1 wrapped to keep the line length"),
                "\(name): \(result.stderr)")
            // Settled: a second run has nothing left to do.
            let again = try CLI.run(["fix", "--check", "--no-cache", "Sources"], in: scratch.url)
            #expect(again.status == 0, "\(name): \(again.stdout)")
        }
    }

    @Test func withoutALimitTheMarkerStaysAtTheEndOfTheLine() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/Toolbar.swift", Self.toolbar)
        // `line-length: none` in .a11yfix.yml overrides the linter's limit.
        try scratch.write(".swiftlint.yml", "line_length: 100\n")
        try scratch.write(".a11yfix.yml", "line-length: none\n")
        let result = try CLI.run(["fix", "--no-cache", "--summary", "none", "Sources"], in: scratch.url)
        #expect(result.status == 0)
        let fixed = try scratch.read("Sources/Toolbar.swift")
        #expect(
            fixed.contains(
                "        deleteButton.setAccessibilityLabel(\"Delete selection\") "
                    + "// [VERIFY] confirm label matches intent\n"
            ))
        #expect(
            fixed.contains("accessibilityDescription: \"Toggle Sidebar\") // [VERIFY] confirm label matches intent\n"))
        #expect(!result.stderr.contains("line length"))
    }

    @Test func theA11yfixLimitWinsAndAFixThatCannotFitIsReported() throws {
        let scratch = try Scratch()
        try scratch.write(".swiftformat", "--maxwidth 160\n")
        try scratch.write("App/.a11yfix.yml", "line-length: 48\n")
        try scratch.write("App/Toolbar.swift", Self.toolbar)
        let result = try CLI.run(["fix", "--no-cache", "--summary", "none", "App"], in: scratch.url)
        #expect(result.status == 0)
        // Neither fix fits 48 columns: nothing changes, and each is reported with the reason.
        #expect(try scratch.read("App/Toolbar.swift") == Self.toolbar)
        #expect(
            result.stdout.contains(
                "App/Toolbar.swift:5:28: warning: deleteButton shows only an image and has no accessibility label; "
                    + "set \"Delete selection\" (not applied: the fix would make line 5 longer than the project's "
                    + "48-column limit (.a11yfix.yml)) [appkit-button-label]\n"
            ),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "(not applied: the fix would make line 7 longer than the project's 48-column limit (.a11yfix.yml))"))
        #expect(
            result.stderr.contains(", 2 fixes not made (too long) to keep the line length"),
            "\(result.stderr)")
        let json = try CLI.run(["fix", "--check", "--no-cache", "--reporter", "json", "App"], in: scratch.url)
        #expect(json.stdout.contains("\"notApplied\" : \"line-length\""), "\(json.stdout)")
    }

    @Test func standardInputAndTheCacheFollowTheLimit() throws {
        let scratch = try Scratch()
        try scratch.write(".swiftlint.yml", "line_length: 100\n")
        try scratch.write("Sources/Toolbar.swift", Self.toolbar)
        let stdin = try CLI.run(
            ["fix", "-", "--summary", "none", "--assume-filename", "Sources/Toolbar.swift"], stdin: Self.toolbar,
            in: scratch.url)
        #expect(stdin.stdout == Self.toolbarWithin100)
        let cache = scratch.url.appendingPathComponent("cache").path
        let first = try CLI.run(["fix", "--check", "--cache-path", cache, "Sources"], in: scratch.url)
        #expect(first.stderr.contains("2 of 2 fixes moved"), "\(first.stderr)")
        // A new limit is a new plan: nothing stale comes from the cache.
        try scratch.write(".swiftlint.yml", "line_length: 200\n")
        let second = try CLI.run(["fix", "--check", "--cache-path", cache, "Sources"], in: scratch.url)
        #expect(!second.stderr.contains("from cache"), "\(second.stderr)")
        #expect(!second.stderr.contains("moved"), "\(second.stderr)")
    }

    @Test func dumpConfigShowsTheLimitAndWhereItCameFrom() throws {
        let scratch = try Scratch()
        try scratch.write(".editorconfig", "[*]\nindent_style = tab\ntab_width = 2\nmax_line_length = 110\n")
        try scratch.write("Sources/View.swift", "")
        let result = try CLI.run(["dump-config", "Sources/View.swift"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("line-length: 110  # from .editorconfig, tabs count 2\n"), "\(result.stdout)")
        try scratch.write("Sources/.a11yfix.yml", "line-length: 90\n")
        let overridden = try CLI.run(["dump-config", "Sources"], in: scratch.url)
        #expect(
            overridden.stdout.hasSuffix("line-length: 90  # from Sources/.a11yfix.yml, tabs count 2\n"),
            "\(overridden.stdout)")
        let empty = try Scratch()
        let none = try CLI.run(["dump-config", "."], in: empty.url)
        #expect(
            none.stdout.contains(
                "line-length: none  # no .a11yfix.yml, .swiftlint.yml, .swift-format, .swiftformat or "
                    + ".editorconfig sets one\n"
            ))
    }

    @Test func aBrokenFileIsOneWarningAndTheRunGoesOn() throws {
        let scratch = try Scratch()
        try scratch.write(".swift-format", "{ \"lineLength\": 100,\n")
        try scratch.write("Sources/Toolbar.swift", Self.toolbar)
        try scratch.write("Sources/More.swift", Self.toolbar.replacingOccurrences(of: "Toolbar", with: "MoreToolbar"))
        let result = try CLI.run(["fix", "--no-cache", "--summary", "none", "Sources"], in: scratch.url)
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(
            warnings.first?.hasSuffix("/.swift-format: not valid JSON; its line length is not used") == true,
            "\(warnings)")
        // No limit from it: the fixes are made as without one.
        #expect(
            try scratch.read("Sources/Toolbar.swift").contains(
                "setAccessibilityLabel(\"Delete selection\") // [VERIFY]"))
    }
}
