import A11yFixTestSupport
import Foundation
import Testing

/// What the command line says matches what it did: patches apply, nothing claims to be applied
/// when nothing was written, and mistakes in the input are named instead of passing quietly.
@Suite struct HonestCLITests {
    /// Runs a tool found on PATH (git, patch) in `directory`; throws when it is not there.
    static func tool(_ name: String, _ arguments: [String], in directory: URL) throws -> Subprocess.Result {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let executable = URL(fileURLWithPath: try #require(path, "\(name) is not on PATH"))
        return try Subprocess.run(executable, arguments, in: directory)
    }

    @Test func diffOfTheCurrentFolderAppliesWithGitApplyAndPatch() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/App/ShareBar.swift", iconButtonSource)
        try scratch.write("Sources/App/Clean.swift", "let x = 1\n")
        let diff = try CLI.run(["fix", "--diff", "--no-cache", "."], in: scratch.url)
        #expect(diff.status == 0)
        #expect(diff.stdout.hasPrefix("--- a/Sources/App/ShareBar.swift\n+++ b/Sources/App/ShareBar.swift\n@@ "))
        // The patch is only the patch: the summary goes to stderr, and says nothing was written.
        #expect(!diff.stdout.contains("Accessibility"))
        #expect(diff.stderr.contains("**Accessibility fixes that would apply (nothing was written):**"))
        try scratch.write("a11y.diff", diff.stdout)

        #expect(try Self.tool("git", ["init", "-q"], in: scratch.url).status == 0)
        let applied = try Self.tool("git", ["apply", "a11y.diff"], in: scratch.url)
        #expect(applied.status == 0, "\(applied.output)")
        #expect(try scratch.read("Sources/App/ShareBar.swift") == iconButtonFixed)

        try scratch.write("Sources/App/ShareBar.swift", iconButtonSource)
        let patched = try Self.tool("patch", ["-p1", "-i", "a11y.diff"], in: scratch.url)
        #expect(patched.status == 0, "\(patched.output)")
        #expect(try scratch.read("Sources/App/ShareBar.swift") == iconButtonFixed)

        // Named with `./` or by an absolute path inside the current folder: the same headers.
        try scratch.write("Sources/App/ShareBar.swift", iconButtonSource)
        let dotted = try CLI.run(["fix", "--diff", "--no-cache", "./Sources/./App/ShareBar.swift"], in: scratch.url)
        let real = scratch.url.resolvingSymlinksInPath()
        let absolute = try CLI.run(["fix", "--diff", "--no-cache", real.path + "/Sources/App"], in: real)
        #expect(dotted.stdout == diff.stdout)
        #expect(absolute.stdout == diff.stdout)
    }

    @Test func machineReportersNameFilesWithoutDotSlash() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/ShareBar.swift", iconButtonSource)
        let github = try CLI.run(["fix", "--check", "--no-cache", "--reporter", "github", "."], in: scratch.url)
        #expect(github.stdout.hasPrefix("::warning file=Sources/ShareBar.swift,line=5,col=9,"))
        let sarif = try CLI.run(["fix", "--check", "--no-cache", "--reporter", "sarif", "."], in: scratch.url)
        #expect(sarif.stdout.contains("\"uri\" : \"Sources/ShareBar.swift\""))
        #expect(!sarif.stdout.contains("./"))
        let text = try CLI.run(["fix", "--check", "--no-cache", "--summary", "none", "."], in: scratch.url)
        #expect(text.stdout.hasPrefix("Sources/ShareBar.swift:5:9: warning: "))
    }

    @Test func checkAndDiffSayWouldApplyNeverApplied() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", iconButtonSource)
        let check = try CLI.run(["fix", "--check", "--no-cache", "A.swift"], in: scratch.url)
        #expect(check.status == 1)
        let heading = "**Accessibility fixes that would apply (nothing was written):**"
        #expect(check.stdout.contains(heading + "\n- `.accessibilityLabel`"))
        let stdin = try CLI.run(
            ["fix", "--check", "-", "--summary", "stdout"], stdin: iconButtonSource,
            in: scratch.url)
        let diff = try CLI.run(["fix", "--diff", "-"], stdin: iconButtonSource, in: scratch.url)
        for output in [check.stdout + check.stderr, stdin.stdout + stdin.stderr, diff.stdout + diff.stderr] {
            #expect(!output.contains("Accessibility applied"))
            #expect(output.contains("would apply"))
        }
        let write = try CLI.run(["fix", "--no-cache", "A.swift"], in: scratch.url)
        #expect(write.stdout.contains("**Accessibility applied:**"))
    }

    @Test func missingPathsAndNonSwiftFilesAreUsageErrors() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", iconButtonSource)
        try scratch.write("notes.txt", "Button { Image(systemName: \"trash\") }\n")
        try scratch.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; }\n")

        let missing = try CLI.run(["fix", "A.swift", "Missing.swift"], in: scratch.url)
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: no such file or directory: Missing.swift\n")
        // A usage error stops the run before anything is written.
        #expect(try scratch.read("A.swift") == iconButtonSource)
        let audit = try CLI.run(["audit", "Sourcez"], in: scratch.url)
        #expect(audit.status == 2)
        #expect(audit.stderr.contains("error: no such file or directory: Sourcez\n"))
        let targets = try CLI.run(["targets", "Sourcez"], in: scratch.url)
        #expect(targets.status == 2)
        #expect(targets.stderr.contains("no such file or directory: Sourcez"))

        for name in ["notes.txt", "App.xcodeproj/project.pbxproj"] {
            let refused = try CLI.run(["fix", "--check", name], in: scratch.url)
            #expect(refused.status == 2)
            #expect(refused.stderr.hasPrefix("error: \(name): not a Swift file; a11yfix reads only .swift files"))
            #expect(!refused.stdout.contains("warning"))
        }
    }

    @Test func aParseFailureSaysWhatDidNotParse() throws {
        let scratch = try Scratch()
        try scratch.write("Broken.swift", "struct A {\n    var x = (\n}\n")
        try scratch.write("Extra.swift", "let a = [1, 2]]\n")
        let result = try CLI.run(["fix", "--no-cache", "Broken.swift", "Extra.swift"], in: scratch.url)
        #expect(result.status == 3)
        let broken = "error: Broken.swift:2:14: does not parse (expected an expression); left unchanged\n"
        #expect(result.stderr.contains(broken))
        #expect(result.stderr.contains("error: Extra.swift:1:15: does not parse (unexpected code ']'); left unchanged"))
        // A cached failure keeps its reason.
        _ = try CLI.run(["fix", "Broken.swift"], in: scratch.url)
        let cached = try CLI.run(["fix", "Broken.swift"], in: scratch.url)
        #expect(cached.stderr.contains("1 from cache"))
        #expect(cached.stderr.contains(broken))
    }

    @Test func aRunThatFindsNoSwiftFilesWarnsAndFailsUnderCheck() throws {
        let scratch = try Scratch()
        let empty = scratch.url.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try scratch.write("Docs/readme.md", "# nothing to fix\n")
        let check = try CLI.run(["fix", "--check", "Empty", "Docs"], in: scratch.url)
        #expect(check.status == 2)
        #expect(check.stderr.contains("warning: no Swift files found in Empty, Docs\n"))
        let write = try CLI.run(["fix", "Empty"], in: scratch.url)
        #expect(write.status == 0)
        #expect(write.stderr.contains("warning: no Swift files found in Empty\n"))
    }

    @Test func anUnknownIdInASuppressionCommentIsNamedWithFileAndLine() throws {
        let scratch = try Scratch()
        let typo = iconButtonSource.replacingOccurrences(
            of: "        Button(action: share)",
            with: "        // a11yfix:disable-next-line icon-only-lable, motion-gate\n        Button(action: share)")
        try scratch.write("Sources/A.swift", typo)
        let warning =
            "warning: Sources/A.swift:5: unknown transform 'icon-only-lable' in an a11yfix suppression "
            + "comment; it suppresses nothing (`a11yfix list` shows the ids)\n"
        let first = try CLI.run(["fix", "--check", "Sources"], in: scratch.url)
        #expect(first.status == 1)
        #expect(first.stderr.contains(warning))
        #expect(!first.stderr.contains("'motion-gate'"))
        // Replayed from the result cache too.
        let second = try CLI.run(["fix", "--check", "Sources"], in: scratch.url)
        #expect(second.stderr.contains("1 from cache"))
        #expect(second.stderr.contains(warning))
        let stdin = try CLI.run(["fix", "-", "--assume-filename", "Sources/A.swift"], stdin: typo, in: scratch.url)
        #expect(stdin.stderr.contains(warning))
    }

    @Test func reportersWithStandardInputWorkUnderCheckAndAreRefusedOtherwise() throws {
        let scratch = try Scratch()
        let refused = try CLI.run(["fix", "-", "--reporter", "json"], stdin: iconButtonSource, in: scratch.url)
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("--reporter json with standard input needs --check"))
        let diff = try CLI.run(
            ["fix", "--diff", "--check", "-", "--reporter", "sarif"], stdin: iconButtonSource,
            in: scratch.url)
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("--reporter sarif cannot be combined with --diff"))
        // Over files too: a patch with a report in it would apply with neither tool.
        try scratch.write("A.swift", iconButtonSource)
        #expect(try CLI.run(["fix", "--diff", "--reporter", "github", "A.swift"], in: scratch.url).status == 2)

        let json = try CLI.run(
            ["fix", "--check", "-", "--reporter", "json", "--assume-filename", "./Sources/A.swift"],
            stdin: iconButtonSource, in: scratch.url)
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"path\" : \"Sources/A.swift\""))
        #expect(json.stdout.contains("\"transform\" : \"icon-only-label\""))
    }

    @Test func auditUsesTheResultCacheBesideFix() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/A.swift", iconButtonSource)
        try scratch.write("Sources/B.swift", "let x = 1\n")
        let cache = ["--cache-path", scratch.url.appendingPathComponent("cache").path]
        let cold = try CLI.run(["audit", "Sources"] + cache, in: scratch.url)
        #expect(!cold.stderr.contains("from cache"))
        // fix keeps a pack of its own, so alternating the two evicts nothing.
        #expect(try CLI.run(["fix", "--check", "Sources"] + cache, in: scratch.url).status == 1)
        let warm = try CLI.run(["audit", "Sources"] + cache, in: scratch.url)
        #expect(warm.stderr.contains("a11yfix audit: 2 files from cache"))
        #expect(warm.stdout == cold.stdout)
        let fix = try CLI.run(["fix", "--check", "Sources"] + cache, in: scratch.url)
        #expect(fix.stderr.contains("2 from cache"))
        let uncached = try CLI.run(["audit", "Sources", "--no-cache"], in: scratch.url)
        #expect(uncached.stdout == cold.stdout)
        #expect(!uncached.stderr.contains("from cache"))
    }

    /// The README's transform table says what `a11yfix list` says: frameworks and opt-in.
    @Test func readmeTransformTableAgreesWithList() throws {
        let list = try CLI.run(["list"]).stdout.split(separator: "\n").map { line -> (String, String, Bool) in
            let id = String(line.prefix { $0 != " " })
            let frameworks = line.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
            return (id, String(frameworks), line.contains("] (opt-in) "))
        }
        let readme = try PackagePaths.read(PackagePaths.root.appendingPathComponent("README.md"))
        var rows: [String: (frameworks: String, optIn: Bool)] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| [`") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let id = String(cells[0].dropFirst(2).prefix { $0 != "`" })
            rows[id] = (cells[1], cells[2] == "opt-in")
        }
        #expect(rows.count == list.count)
        for (id, frameworks, optIn) in list {
            let row = try #require(rows[id], "README.md has no row for \(id)")
            #expect(row.frameworks == frameworks, "\(id): README says \(row.frameworks), list says \(frameworks)")
            #expect(row.optIn == optIn, "\(id): opt-in differs")
        }
    }

    @Test func targetsDerivesPlatformsFromImportsWhenNoTargetListsTheFile() throws {
        let scratch = try Scratch()
        try scratch.write("Mac/Window.swift", "import AppKit\nimport SwiftUI\n")
        try scratch.write("Phone/Screen.swift", "import UIKit\n")
        try scratch.write("Shared/Both.swift", "#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif\n")
        let mac = try CLI.run(["targets", "Mac/Window.swift"], in: scratch.url)
        #expect(mac.status == 0)
        #expect(
            mac.stdout == """
                Mac/Window.swift  [shipping]
                  platforms  macOS  imports AppKit; no target lists this file
                  macOS      12      default

                """)
        let phone = try CLI.run(["targets", "Phone/Screen.swift"], in: scratch.url)
        #expect(
            phone.stdout == """
                Phone/Screen.swift  [shipping]
                  platforms  iOS, tvOS, visionOS + Mac Catalyst  imports UIKit; no target lists this file
                  iOS        15      default
                  tvOS       15      default
                  visionOS   1       default

                """)
        let both = try CLI.run(["targets", "Shared/Both.swift"], in: scratch.url)
        #expect(both.stdout.contains("platforms  from the code (#if os, imports)  no target lists this file"))
        #expect(both.stdout.contains("watchOS"))
    }
}

/// Nutrition labels never claim what was not checked.
@Suite struct NutritionLabelHonestyTests {
    static let swiftUIScreen = """
        import SwiftUI

        struct SettingsScreen: View {
            var body: some View {
                Text("Settings").font(.body)
            }
        }

        """

    static func claims(_ report: String) -> String {
        report.split(separator: "\n").first { $0.hasPrefix("- You could claim: ") }.map(String.init) ?? ""
    }

    @Test func aMacOnlyAppIsNotToldItCouldClaimLargerText() throws {
        let scratch = try Scratch()
        try scratch.write("App/SettingsScreen.swift", Self.swiftUIScreen)
        let mac = try CLI.run(
            ["audit", "--nutrition-labels", "--no-cache", "--platforms", "macos", "App"],
            in: scratch.url)
        #expect(mac.status == 0)
        #expect(!Self.claims(mac.stdout).contains("Larger Text"))
        #expect(mac.stdout.contains("- Larger Text: not checked — every reviewed screen is macOS or tvOS code"))
        // The same screen built for iOS is checked, and nothing blocks it.
        let phone = try CLI.run(
            ["audit", "--nutrition-labels", "--no-cache", "--platforms", "ios", "App"],
            in: scratch.url)
        #expect(Self.claims(phone.stdout).contains("Larger Text"))
    }

    @Test func oneUncheckedScreenKeepsLargerTextOffTheClaims() throws {
        let scratch = try Scratch()
        try scratch.write("App/SettingsScreen.swift", Self.swiftUIScreen)
        try scratch.write(
            "App/MacWindow.swift",
            Self.swiftUIScreen
                .replacingOccurrences(of: "import SwiftUI", with: "import AppKit\nimport SwiftUI")
                .replacingOccurrences(of: "SettingsScreen", with: "MacWindow"))
        let result = try CLI.run(["audit", "--nutrition-labels", "--no-cache", "App"], in: scratch.url)
        #expect(!Self.claims(result.stdout).contains("Larger Text"))
        #expect(result.stdout.contains("- Larger Text: not checked on 1 macOS or tvOS screen, where text does not"))
        #expect(Self.claims(result.stdout).contains("VoiceOver"))
    }
}
