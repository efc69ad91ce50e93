import A11yFixTestSupport
import Foundation
import Testing

/// Every entry point sees the whole project: a file run alone, through standard input or inside a
/// run over its project gets the same bytes and the same findings; files no target compiles are
/// left alone.
@Suite struct ProjectScopeTests {
    /// A package whose row's content is defined in another file, a view model whose animations
    /// only the whole project can judge, and an icon button.
    static let package: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Tags", platforms: [.iOS(.v16)], targets: [.target(name: "Tags")])

        """,
        "Sources/Tags/TagRow.swift": """
        import SwiftUI

        struct TagRow: View {
            @ObservedObject var model: TagModel

            var body: some View {
                TagChartView(count: model.count)
                    .onTapGesture { model.select() }
            }
        }

        """,
        "Sources/Tags/Charts/TagChartView.swift": """
        import SwiftUI

        struct TagChartView: View {
            var count: Int

            var body: some View {
                HStack {
                    Text("Tags")
                    Text("\\(count)")
                }
            }
        }

        """,
        "Sources/Tags/TagModel.swift": """
        import SwiftUI

        final class TagModel: ObservableObject {
            @Published var count = 0
            @Published var isSelected = false

            func select() {
                withAnimation(.spring()) { isSelected.toggle() }
            }
        }

        """,
        "Sources/Tags/Toolbar.swift": """
        import SwiftUI

        struct Toolbar: View {
            var body: some View {
                Button(action: deleteTag) {
                    Image(systemName: "trash")
                }
            }

            func deleteTag() {}
        }

        """,
    ]

    static func write(_ files: [String: String]) throws -> Scratch {
        let scratch = try Scratch()
        for (path, text) in files { try scratch.write(path, text) }
        return scratch
    }

    /// Findings lines of a text `--check` run, by the path they name.
    static func findings(_ output: String) -> [String: [String]] {
        Dictionary(grouping: output.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }) {
            String($0.prefix { $0 != ":" })
        }
    }

    @Test func aFileGetsTheSameAnswerAloneThroughStandardInputAndInItsProject() throws {
        let whole = try Self.write(Self.package)
        let fixed = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: whole.url)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let checked = try Self.write(Self.package)
        let wholeFindings = Self.findings(
            try CLI.run(["fix", "--check", "--no-cache", "--summary", "none", "."], in: checked.url).stdout)
        // The row's fix needs TagChartView's file; the model's withAnimation is judged by who reads it.
        #expect(wholeFindings["Sources/Tags/TagRow.swift"]?.count == 1)

        for path in Self.package.keys.sorted() where path.hasSuffix(".swift") {
            let named = "./" + path
            let expected = try whole.read(path)
            for cache in [["--no-cache"], []] {
                // Alone, as a pre-commit hook on changed files runs it; twice with the cache (cold, warm).
                for _ in cache.isEmpty ? 0..<2 : 0..<1 {
                    let alone = try Self.write(Self.package)
                    let run = try CLI.run(["fix", "--summary", "none"] + cache + [named], in: alone.url)
                    #expect(run.status == 0, "\(path): \(run.stderr)")
                    #expect(try alone.read(path) == expected, "\(path) alone \(cache)")
                    let check = try CLI.run(["fix", "--check", "--summary", "none"] + cache + [named], in: checked.url)
                    #expect(Self.findings(check.stdout)[path] == wholeFindings[path], "\(path) alone \(cache)")
                }
            }
            // Through standard input, as an editor's format-on-save sends it.
            let stdin = try CLI.run(
                ["fix", "-", "--no-cache", "--summary", "none", "--assume-filename", named],
                stdin: Self.package[path]!, in: checked.url)
            #expect(stdin.stdout == expected, "\(path) through stdin")
            let stdinCheck = try CLI.run(
                ["fix", "--check", "-", "--no-cache", "--summary", "none", "--assume-filename", named],
                stdin: Self.package[path]!, in: checked.url)
            #expect(Self.findings(stdinCheck.stdout)[path] == wholeFindings[path], "\(path) through stdin")
        }
        // A subfolder is part of the same project.
        let folder = try Self.write(Self.package)
        _ = try CLI.run(["fix", "--no-cache", "--summary", "none", "Sources/Tags"], in: folder.url)
        for path in Self.package.keys {
            #expect(try folder.read(path) == whole.read(path), "\(path) in a subfolder run")
        }
    }

    @Test func filesNoPackageTargetCompilesAreLeftAloneAndCounted() throws {
        var files = Self.package
        files["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Tags", platforms: [.iOS(.v16)],
                                  targets: [.target(name: "Tags", exclude: ["Legacy"])])

            """
        let icon = Self.package["Sources/Tags/Toolbar.swift"]!
        files["Sources/Tags/Legacy/OldToolbar.swift"] = icon.replacingOccurrences(
            of: "struct Toolbar", with: "struct OldToolbar")
        files["Sources/Removed/Toolbar.swift"] = icon
        let scratch = try Self.write(files)
        let run = try CLI.run(["fix", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stderr.contains("2 files in no target left alone"), "\(run.stderr)")
        #expect(
            try scratch.read("Sources/Tags/Legacy/OldToolbar.swift") == files["Sources/Tags/Legacy/OldToolbar.swift"])
        #expect(try scratch.read("Sources/Removed/Toolbar.swift") == icon)
        #expect(try scratch.read("Sources/Tags/Toolbar.swift") != icon)

        // `targets` says so, naming the project file.
        let targets = try CLI.run(["targets", "Sources/Removed/Toolbar.swift"], in: scratch.url)
        #expect(
            targets.stdout.contains(
                "  left alone: no target of Package.swift compiles it (--include-unlisted processes it)"),
            "\(targets.stdout)")
        let listed = try CLI.run(["targets", "Sources/Tags/Toolbar.swift"], in: scratch.url)
        #expect(!listed.stdout.contains("left alone"))

        // Named alone, it is still left alone; --include-unlisted opts back in.
        let alone = try CLI.run(
            ["fix", "--check", "--no-cache", "--summary", "none", "Sources/Removed/Toolbar.swift"], in: scratch.url)
        #expect(alone.status == 0)
        #expect(
            alone.stderr.contains("0 files scanned, 0 would change, 0 failed, 1 file in no target left alone"),
            "\(alone.stderr)")
        let included = try CLI.run(
            ["fix", "--check", "--no-cache", "--include-unlisted", "Sources/Removed/Toolbar.swift"], in: scratch.url)
        #expect(included.status == 1)
        #expect(included.stdout.contains("Sources/Removed/Toolbar.swift:5:9: warning: icon-only button"))

        // An editor buffer of such a file comes back unchanged, with a note.
        let buffer = try CLI.run(
            ["fix", "-", "--no-cache", "--summary", "none", "--assume-filename", "Sources/Removed/Toolbar.swift"],
            stdin: icon, in: scratch.url)
        #expect(buffer.status == 0)
        #expect(buffer.stdout == icon)
        #expect(
            buffer.stderr.contains(
                "no target of Package.swift compiles this file; left alone (--include-unlisted processes it)"),
            "\(buffer.stderr)")
    }

    @Test func filesNoXcodeTargetListsAreLeftAlone() throws {
        var fixture = PBXFixture()
        fixture.mainGroupChildren = ["G_App"]
        fixture.group("G_App", path: "App", children: ["F_Toolbar"])
        fixture.file("F_Toolbar", path: "Toolbar.swift")
        fixture.target(
            "App", settings: ["Debug": "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;"], sources: ["F_Toolbar"]
        )
        let icon = Self.package["Sources/Tags/Toolbar.swift"]!
        let stale = icon.replacingOccurrences(of: "struct Toolbar", with: "struct ToolbarCopy")
        let scratch = try Self.write([
            "App.xcodeproj/project.pbxproj": fixture.text(), "App/Toolbar.swift": icon, "App/Toolbar copy.swift": stale,
        ])
        let run = try CLI.run(["fix", "--no-cache", "--summary", "none", "App"], in: scratch.url)
        #expect(run.status == 0)
        #expect(
            run.stderr.contains("1 file scanned, 1 changed, 0 failed, 1 file in no target left alone"), "\(run.stderr)")
        #expect(try scratch.read("App/Toolbar copy.swift") == stale)
        #expect(try scratch.read("App/Toolbar.swift").contains(".accessibilityLabel"))
    }

    @Test func aFolderConfigurationConfiguresItsFolderAndRootTrueMakesAProject() throws {
        // A per-folder .a11yfix.yml sets options there; the row still sees the chart view above it.
        var files = Self.package
        files["Sources/Tags/Rows/TagRow.swift"] = files.removeValue(forKey: "Sources/Tags/TagRow.swift")
        files["Sources/Tags/Rows/.a11yfix.yml"] = "rules: {font-text-style: false}\n"
        let scratch = try Self.write(files)
        let options = try CLI.run(
            ["fix", "--check", "--no-cache", "--summary", "none", "Sources/Tags/Rows/TagRow.swift"], in: scratch.url)
        #expect(
            options.stdout.contains("TagRow.swift:8:13: warning: view with .onTapGesture is not a button"),
            "\(options.stdout)")
        #expect(!options.stdout.contains("cannot see into"))
        // `root: true` makes the folder a project of its own, as in EditorConfig: the chart view is outside it.
        try scratch.write("Sources/Tags/Rows/.a11yfix.yml", "root: true\n")
        let rooted = try CLI.run(
            ["fix", "--check", "--no-cache", "--summary", "none", "Sources/Tags/Rows/TagRow.swift"], in: scratch.url)
        #expect(rooted.stdout.contains("cannot see into"), "\(rooted.stdout)")
        // With no project folder above, the topmost configuration marks the project.
        let loose = try Self.write([
            ".a11yfix.yml": "summary: none\n", "Rows/.a11yfix.yml": "rules: {font-text-style: false}\n",
            "Rows/TagRow.swift": Self.package["Sources/Tags/TagRow.swift"]!,
            "Charts/TagChartView.swift": Self.package["Sources/Tags/Charts/TagChartView.swift"]!,
        ])
        let topmost = try CLI.run(["fix", "--check", "--no-cache", "Rows/TagRow.swift"], in: loose.url)
        #expect(!topmost.stdout.contains("cannot see into"), "\(topmost.stdout)")
    }

    /// `a11yfix why`: the facts of the place and one decision per transform, from the same plan as `fix`.
    @Test func whySaysWhatEachTransformDecidedAtAPlaceAndTheFactsItUsed() throws {
        let scratch = try Self.write(Self.package)
        let row = try CLI.run(["why", "Sources/Tags/TagRow.swift:7"], in: scratch.url)
        #expect(row.status == 0, "\(row.stderr)")
        #expect(row.stdout.hasPrefix("Sources/Tags/TagRow.swift:7\n"))
        #expect(row.stdout.contains("  build      compiled by target 'Tags' (Package.swift)"), "\(row.stdout)")
        #expect(
            row.stdout.contains(
                "  index      TagChartView: a project view, holding only text, images and shapes, draws text"),
            "\(row.stdout)")
        #expect(row.stdout.contains("  icon-only-label "), "\(row.stdout)")
        let tap = try CLI.run(["why", "Sources/Tags/TagRow.swift:8:13"], in: scratch.url)
        #expect(
            tap.stdout.contains(
                "tap-gesture-button                 fixed at 8:13–8:45: `.accessibilityAddTraits(.isButton)`"),
            "\(tap.stdout)")
        let elsewhere = try CLI.run(["why", "Sources/Tags/TagRow.swift:3"], in: scratch.url)
        #expect(elsewhere.stdout.contains("tap-gesture-button                 nothing here"), "\(elsewhere.stdout)")
        // A tap left alone says why, by name.
        try scratch.write(
            "Sources/Tags/Backdrop.swift",
            """
            import SwiftUI

            struct Backdrop: View {
                @Binding var isShown: Bool

                var body: some View {
                    Rectangle()
                        .onTapGesture { isShown = false }
                }
            }

            """)
        let backdrop = try CLI.run(["why", "Sources/Tags/Backdrop.swift:8"], in: scratch.url)
        #expect(
            backdrop.stdout.contains(
                "tap-gesture-button                 left alone at 8:13–8:46 (background): a background, shape or placeholder: "
                    + "a tap there is no control"), "\(backdrop.stdout)")
        let bad = try CLI.run(["why", "Sources/Tags/TagRow.swift"], in: scratch.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("expected FILE:LINE or FILE:LINE:COLUMN"))
    }

    @Test func aProjectRootThatIsNotAFolderIsAUsageError() throws {
        let scratch = try Self.write(Self.package)
        let missing = try CLI.run(["fix", "--check", "--project-root", "Nowhere", "."], in: scratch.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--project-root Nowhere: no such file or directory"), "\(missing.stderr)")
        let file = try CLI.run(["fix", "--check", "--project-root", "Package.swift", "."], in: scratch.url)
        #expect(file.status == 2)
        #expect(file.stderr.contains("--project-root Package.swift: not a directory"))
        // A named root makes a loose folder one project.
        let loose = try Self.write([
            "A/TagRow.swift": Self.package["Sources/Tags/TagRow.swift"]!,
            "B/TagChartView.swift": Self.package["Sources/Tags/Charts/TagChartView.swift"]!,
        ])
        let alone = try CLI.run(["fix", "--check", "--no-cache", "--summary", "none", "A/TagRow.swift"], in: loose.url)
        let rooted = try CLI.run(
            ["fix", "--check", "--no-cache", "--summary", "none", "--project-root", ".", "A/TagRow.swift"],
            in: loose.url)
        #expect(alone.stdout != rooted.stdout, "the chart view in B/ is seen only with --project-root")
    }
}
