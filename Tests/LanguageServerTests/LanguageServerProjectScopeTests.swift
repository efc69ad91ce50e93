import A11yFixLSP
import A11yFixTestSupport
import Foundation
import Testing

/// The server sees the project as `fix` does: a file is left alone only when `fix` leaves it alone.
@Suite(.serialized)
struct LanguageServerProjectScopeTests {
    /// `Main.xcodeproj` lists `App/View.swift`; `Framework/Framework.xcodeproj`, beside it rather than
    /// above, compiles `Shared/Share.swift` through a `../Shared` group.
    static func projects() -> [String: String] {
        var main = PBXFixture()
        main.mainGroupChildren = ["G_App"]
        main.group("G_App", path: "App", children: ["F_View"])
        main.file("F_View", path: "View.swift")
        main.target("App", settings: ["Debug": "SDKROOT = iphoneos;"], sources: ["F_View"])
        var framework = PBXFixture()
        framework.mainGroupChildren = ["G_Shared"]
        framework.group("G_Shared", path: "../Shared", children: ["F_Share"])
        framework.file("F_Share", path: "Share.swift")
        framework.target(
            "Framework", productType: "com.apple.product-type.framework",
            settings: ["Debug": "SDKROOT = iphoneos;"], sources: ["F_Share"])
        return [
            "Main.xcodeproj/project.pbxproj": main.text(), "App/View.swift": "import SwiftUI\n",
            "Framework/Framework.xcodeproj/project.pbxproj": framework.text(),
        ]
    }

    @Test func aFileCompiledByAProjectBesideItsFolderIsAnalysed() throws {
        var files = Self.projects()
        files["Shared/Share.swift"] = LanguageServerProtocolTests.row
        let server = try LanguageServerHarness(files: files)
        let check = try Subprocess.run(
            LanguageServerHarness.executable,
            ["fix", "--check", "--no-cache", "Shared/Share.swift"], in: server.folder)
        #expect(check.output.contains("Shared/Share.swift:6:13: warning: icon-only button"), "\(check.output)")
        let published = try server.open("Shared/Share.swift", LanguageServerProtocolTests.row)
        #expect(published.diagnostics.map(\.code) == ["icon-only-label", "font-text-style"])
    }

    /// A row whose tapped `Badge` only shows text in its own package; the app declares another
    /// `Badge`, holding a control.
    static let nested: [String: String] = [
        ".git/HEAD": "ref: refs/heads/main\n",
        "App/Badge.swift": """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Toggle("On", isOn: .constant(true))
            }
        }

        """,
        "Packages/Kit/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Kit", platforms: [.iOS(.v16)], targets: [.target(name: "Kit")])

        """,
        "Packages/Kit/Sources/Kit/Badge.swift": """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                HStack {
                    Text("New")
                    Text("1")
                }
            }
        }

        """,
    ]
    static let kitRow = """
        import SwiftUI

        struct KitRow: View {
            @State private var isPinned = false

            var body: some View {
                // A tap that acts (a tap that only logs is decorative and gets nothing).
                Badge()
                    .onTapGesture { isPinned.toggle() }
                if isPinned { Text("Pinned") }
            }
        }

        """

    /// The messages `fix --check` prints for one file, as `line:column: message`.
    static func findings(_ output: String, of file: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(file + ":"), let warning = line.range(of: ": warning: "),
                let id = line.range(of: " [", options: .backwards)
            else { return nil }
            return line[line.index(line.startIndex, offsetBy: file.count + 1)..<warning.lowerBound] + ": "
                + line[warning.upperBound..<id.lowerBound]
        }
    }

    func diagnostics(_ published: PublishDiagnosticsParams) -> [String] {
        published.diagnostics.map { "\($0.range.start.line + 1):\($0.range.start.character + 1): \($0.message)" }
    }

    @Test func aFileOfANestedPackageIsAnalysedWithinThatPackage() throws {
        let row = "Packages/Kit/Sources/Kit/KitRow.swift"
        let server = try LanguageServerHarness(files: Self.nested.merging([row: Self.kitRow]) { $1 })
        let check = try Subprocess.run(
            LanguageServerHarness.executable,
            ["fix", "--check", "--no-cache", "--summary", "none", row], in: server.folder)
        let expected = Self.findings(check.output, of: row)
        #expect(expected.count == 1 && !expected[0].contains("Toggle"), "\(check.output)")
        let published = diagnostics(try server.open(row, Self.kitRow))
        #expect(published == expected, "\(published) against \(expected)")
    }

    @Test func anOpenFileNoTargetCompilesDoesNotChangeOtherBuffers() throws {
        var files = Self.projects()
        let row = "App/View.swift"
        files[row] = Self.kitRow
        files["App/Badge.swift"] = Self.nested["Packages/Kit/Sources/Kit/Badge.swift"]
        var main = PBXFixture()
        main.mainGroupChildren = ["G_App"]
        main.group("G_App", path: "App", children: ["F_View", "F_Badge"])
        main.file("F_View", path: "View.swift")
        main.file("F_Badge", path: "Badge.swift")
        main.target("App", settings: ["Debug": "SDKROOT = iphoneos;"], sources: ["F_View", "F_Badge"])
        files["Main.xcodeproj/project.pbxproj"] = main.text()
        // A stale copy on disk, in no target, whose Badge holds a control.
        files["App/Badge copy.swift"] = Self.nested["App/Badge.swift"]
        let server = try LanguageServerHarness(files: files)
        let alone = diagnostics(try server.open(row, Self.kitRow))
        #expect(alone.count == 1 && !alone[0].contains("Toggle"), "\(alone)")
        // Nor when it changes on disk.
        try server.write("App/Badge copy.swift", files["App/Badge copy.swift"]! + "\n")
        try server.client.notify(
            "workspace/didChangeWatchedFiles",
            .object([
                "changes": .array([
                    .object(["uri": .string(server.uri("App/Badge copy.swift")), "type": .number(2)])
                ])
            ]))
        try server.client.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(server.uri(row)), "version": .number(3)]),
                "contentChanges": .array([.object(["text": .string(Self.kitRow + "\n\n")])]),
            ]))
        #expect(diagnostics(try server.client.diagnostics(for: server.uri(row), version: 3)) == alone)
        #expect(try server.open("App/Badge copy.swift", files["App/Badge copy.swift"]!).diagnostics.isEmpty)
        try server.client.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(server.uri(row)), "version": .number(4)]),
                "contentChanges": .array([.object(["text": .string(Self.kitRow + "\n")])]),
            ]))
        let edited = diagnostics(try server.client.diagnostics(for: server.uri(row), version: 4))
        #expect(edited == alone, "\(edited) against \(alone)")
    }

    /// `--include-unlisted` and `--project-root` mean in the server what they mean in `fix`.
    @Test func theProjectOptionsOfTheCommandLineApply() throws {
        var files = Self.projects()
        files["App/View copy.swift"] = LanguageServerProtocolTests.row
        let left = try LanguageServerHarness(files: files)
        #expect(try left.open("App/View copy.swift", LanguageServerProtocolTests.row).diagnostics.isEmpty)
        let included = try LanguageServerHarness(arguments: ["--include-unlisted"], files: files)
        let published = try included.open("App/View copy.swift", LanguageServerProtocolTests.row)
        #expect(published.diagnostics.map(\.code) == ["icon-only-label", "font-text-style"])

        let row = "Rows/KitRow.swift"
        let loose = [
            ".git/HEAD": "ref: refs/heads/main\n", row: Self.kitRow,
            "Badges/Badge.swift": Self.nested["App/Badge.swift"]!,
        ]
        for arguments in [[], ["--project-root", "Rows"]] {
            let server = try LanguageServerHarness(arguments: arguments, files: loose)
            let check = try Subprocess.run(
                LanguageServerHarness.executable,
                ["fix", "--check", "--no-cache", "--summary", "none"] + arguments + [row],
                in: server.folder)
            let expected = Self.findings(check.output, of: row)
            #expect(expected.count == 1 && expected[0].contains("Toggle") == arguments.isEmpty, "\(check.output)")
            #expect(diagnostics(try server.open(row, Self.kitRow)) == expected, "\(arguments)")
        }
    }

    @Test func theFontStrategyOfTheCommandLineApplies() throws {
        let text = """
            import SwiftUI

            struct V: View {
                var body: some View {
                    Text("Hi").font(.system(size: 17))
                }
            }

            """
        let server = try LanguageServerHarness(
            arguments: ["--font-strategy", "scaled-metric"],
            files: ["V.swift": text])
        let check = try Subprocess.run(
            LanguageServerHarness.executable,
            ["fix", "--check", "--no-cache", "--font-strategy", "scaled-metric", "V.swift"],
            in: server.folder)
        let expected = Self.findings(check.output, of: "V.swift")
        #expect(expected.count == 1 && expected[0].contains("@ScaledMetric"), "\(check.output)")
        #expect(diagnostics(try server.open("V.swift", text)) == expected)
    }
}
