import A11yFixTestSupport
import Foundation
import Testing

/// Runs the built `a11yfix` binary end to end.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "a11yfix")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return PackagePaths.root.appendingPathComponent(".build/debug/a11yfix")
    }()

    static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "a11yfix-cli-cache-\(UUID().uuidString)")

    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil, executable: URL = executable)
        throws -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // The default cache location, but private to this test run: never the user's cache.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome.path]) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A scratch folder with a small project in it, removed afterwards.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Data(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func read(_ relativePath: String) throws -> String {
        try PackagePaths.read(url.appendingPathComponent(relativePath))
    }
}

let iconButtonSource = """
    import SwiftUI

    struct ShareBar: View {
        var body: some View {
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
        }

        func share() {}
    }

    """

let iconButtonFixed = """
    import SwiftUI

    struct ShareBar: View {
        var body: some View {
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
        }

        func share() {}
    }

    """

@Suite struct StandardInputTests {
    @Test func fixedSourceGoesToStdoutWithSummaryAppended() throws {
        // A folder of its own: inside this package, Sources/ShareBar.swift would be a file no target compiles.
        let scratch = try Scratch()
        let result = try CLI.run(
            ["fix", "-", "--assume-filename", "Sources/ShareBar.swift"], stdin: iconButtonSource, in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(iconButtonFixed))
        #expect(
            result.stdout.contains(
                "\n/* a11yfix: Accessibility Summary\n\n**Accessibility applied:**\n- `.accessibilityLabel` on icon-only Share button (Sources/ShareBar.swift:5), inferred — marked [VERIFY]\n"
            ))
        #expect(result.stdout.hasSuffix("*/\n"))

        // The editor saves and runs it again: nothing changes, and there is still one summary.
        let again = try CLI.run(["fix"], stdin: result.stdout)
        #expect(again.status == 0)
        #expect(again.stdout == result.stdout)
    }

    @Test func summaryNoneGivesJustTheCode() throws {
        // Outside this package, whose `.swift-format` would ask for two spaces before the marker.
        let result = try CLI.run(
            ["fix", "-", "--summary", "none"], stdin: iconButtonSource, in: FileManager.default.temporaryDirectory)
        #expect(result.stdout == iconButtonFixed)
    }

    @Test func checkModeListsFindingsAndExitsOne() throws {
        let result = try CLI.run(["fix", "--check", "-", "--assume-filename", "Bar.swift"], stdin: iconButtonSource)
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "Bar.swift:5:9: warning: icon-only button has no accessibility label; add .accessibilityLabel(\"Share\") [icon-only-label]\n"
        )
    }

    @Test func unparsableInputIsEchoedAndFails() throws {
        let broken = "struct A {\n    var x = (\n}\n"
        let result = try CLI.run(["fix", "-", "--assume-filename", "A.swift"], stdin: broken)
        #expect(result.status == 3)
        #expect(result.stdout == broken)
        #expect(result.stderr.contains("error: A.swift:"))
        #expect(result.stderr.contains("error: A.swift:2:14: does not parse (expected an expression); left unchanged"))
    }
}

@Suite struct BatchTests {
    @Test func fixesFilesInPlaceAndKeepsPermissions() throws {
        let scratch = try Scratch()
        let file = try scratch.write("App/Sources/ShareBar.swift", iconButtonSource)
        try scratch.write("App/Sources/Clean.swift", "let x = 1\n")
        try scratch.write("App/.build/Generated.swift", iconButtonSource)
        try scratch.write("App/Pods/Lib/Pod.swift", iconButtonSource)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)

        let result = try CLI.run(["fix", "App"], in: scratch.url)
        #expect(result.status == 0)
        #expect(try scratch.read("App/Sources/ShareBar.swift") == iconButtonFixed)
        #expect(try scratch.read("App/.build/Generated.swift") == iconButtonSource)
        #expect(try scratch.read("App/Pods/Lib/Pod.swift") == iconButtonSource)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(result.stdout.hasPrefix("fixed App/Sources/ShareBar.swift (1 fix)\n\n**Accessibility applied:**\n"))
        #expect(result.stderr.contains("2 files scanned, 1 changed, 0 failed"))
        // No temporary files are left behind.
        #expect(
            PackagePaths.contents(of: scratch.url.appendingPathComponent("App/Sources")) == [
                "Clean.swift", "ShareBar.swift",
            ])

        let again = try CLI.run(["fix", "App"], in: scratch.url)
        #expect(again.stderr.contains("2 files scanned, 0 changed, 0 failed"))
        #expect(again.stdout.isEmpty)
    }

    @Test func checkWritesNothingAndExitsOneThenZero() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", iconButtonSource)
        let check = try CLI.run(["fix", "--check", "A.swift", "--summary", "none"], in: scratch.url)
        #expect(check.status == 1)
        #expect(
            check.stdout
                == "A.swift:5:9: warning: icon-only button has no accessibility label; add .accessibilityLabel(\"Share\") [icon-only-label]\n"
        )
        #expect(try scratch.read("A.swift") == iconButtonSource)

        _ = try CLI.run(["fix", "A.swift"], in: scratch.url)
        let clean = try CLI.run(["fix", "--check", "A.swift"], in: scratch.url)
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
    }

    @Test func diffPrintsAPatchAndWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.write("A.swift", iconButtonSource)
        let result = try CLI.run(["fix", "--diff", "--summary", "none", "A.swift"], in: scratch.url)
        #expect(result.status == 0)
        #expect(try CLI.run(["fix", "--diff", "--check", "A.swift"], in: scratch.url).status == 1)
        #expect(
            result.stdout == """
                --- a/A.swift
                +++ b/A.swift
                @@ -5,6 +5,7 @@
                         Button(action: share) {
                             Image(systemName: "square.and.arrow.up")
                         }
                +        .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
                     }
                 
                     func share() {}

                """)
        #expect(try scratch.read("A.swift") == iconButtonSource)
    }

    @Test func badFilesAreNamedAndLeftUntouchedWhileOthersAreFixed() throws {
        let scratch = try Scratch()
        try scratch.write("src/Good.swift", iconButtonSource)
        let broken = "struct A {\n    var x = (\n}\n"
        try scratch.write("src/Broken.swift", broken)
        let binary = Data([0x69, 0x6D, 0xFF, 0xFE, 0x00, 0x01])
        try scratch.write("src/Binary.swift", binary)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.url.appendingPathComponent("src/Dangling.swift").path,
            withDestinationPath: "nowhere.swift")

        let result = try CLI.run(["fix", "src"], in: scratch.url)
        #expect(result.status == 3)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(
            errors == [
                "error: src/Binary.swift: not valid UTF-8; left unchanged",
                "error: src/Broken.swift:2:14: does not parse (expected an expression); left unchanged",
                "error: src/Dangling.swift: unreadable (no such file); left unchanged",
            ])
        #expect(try scratch.read("src/Good.swift") == iconButtonFixed)
        #expect(try scratch.read("src/Broken.swift") == broken)
        #expect(
            FileManager.default.contents(atPath: scratch.url.appendingPathComponent("src/Binary.swift").path) == binary)
    }

    @Test func linksAndReadOnlyFilesNeverCauseSurprisingWrites() throws {
        let scratch = try Scratch()
        try scratch.write("outside/Out.swift", iconButtonSource)
        try scratch.write("root/In.swift", iconButtonSource)
        let readOnly = try scratch.write("root/ReadOnly.swift", iconButtonSource)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let root = scratch.url.appendingPathComponent("root")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Link.swift").path, withDestinationPath: "../outside/Out.swift")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Alias.swift").path, withDestinationPath: "In.swift")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("sub/loop").path, withDestinationPath: "..")

        let result = try CLI.run(["fix", "--summary", "none", "root"], in: scratch.url)
        #expect(result.status == 3)
        // Reached twice (directly and through Alias.swift), written once, under its own name.
        #expect(result.stdout == "fixed root/In.swift (1 fix)\n")
        #expect(try scratch.read("root/In.swift") == iconButtonFixed)
        // The walk does not follow a link out of the folder it was given, nor into a loop.
        #expect(try scratch.read("outside/Out.swift") == iconButtonSource)
        // A file without write permission is left as it is, and named.
        #expect(try scratch.read("root/ReadOnly.swift") == iconButtonSource)
        #expect(result.stderr.contains("error: root/ReadOnly.swift: write failed (read-only); left unchanged"))
        // Named on the command line, a link is followed.
        _ = try CLI.run(["fix", "root/Link.swift"], in: scratch.url)
        #expect(try scratch.read("outside/Out.swift") == iconButtonFixed)
    }

    @Test func outputOrderDoesNotDependOnJobs() throws {
        let scratch = try Scratch()
        for index in 0..<12 { try scratch.write("F\(index).swift", iconButtonSource) }
        let serial = try CLI.run(["fix", "--check", "--jobs", "1", "."], in: scratch.url)
        let parallel = try CLI.run(["fix", "--check", "--jobs", "4", "."], in: scratch.url)
        #expect(serial.stdout == parallel.stdout)
        #expect(serial.stdout.split(separator: "\n").first?.hasPrefix("F0.swift:5:9:") == true)
    }
}

@Suite struct CommandTests {
    @Test func usageErrorsExitTwo() throws {
        #expect(try CLI.run(["fix", "--jobs", "0", "x.swift"]).status == 2)
        #expect(try CLI.run(["fix", "--only", "no-such-transform", "x.swift"]).status == 2)
        #expect(try CLI.run(["fix", "--bogus"]).status == 2)
        #expect(try CLI.run(["explain", "nope"]).status == 2)
    }

    @Test func optInTransformIsSilentUntilEnabled() throws {
        let source = "import AppKit\nlet font = NSFont.systemFont(ofSize: 13)\n"
        let off = try CLI.run(["fix", "-", "--summary", "none", "--assume-filename", "A.swift"], stdin: source)
        #expect(off.stdout == source)
        #expect(!off.stderr.contains("font-appkit-text-style"))
        let on = try CLI.run(["fix", "-", "--summary", "none", "--enable", "font-appkit-text-style"], stdin: source)
        #expect(on.stdout == "import AppKit\nlet font = NSFont.preferredFont(forTextStyle: .body)\n")
        #expect(try CLI.run(["fix", "-", "--enable", "no-such"], stdin: source).status == 2)
    }

    @Test func fontStrategyOptionSelectsScaledMetric() throws {
        let source =
            "import SwiftUI\n\nstruct T: View {\n    var body: some View {\n        Text(\"Hi\").font(.system(size: 18))\n    }\n}\n"
        let result = try CLI.run(["fix", "-", "--summary", "none", "--font-strategy", "scaled-metric"], stdin: source)
        #expect(
            result.stdout
                == "import SwiftUI\n\nstruct T: View {\n    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 18\n    var body: some View {\n        Text(\"Hi\").font(.system(size: bodyFontSize))\n    }\n}\n"
        )
        // The default keeps the size too: no text style is 18 pt.
        let keepSize = try CLI.run(["fix", "-", "--summary", "none"], stdin: source)
        #expect(keepSize.stdout == result.stdout)
        let textStyle = try CLI.run(["fix", "-", "--summary", "none", "--font-strategy", "text-style"], stdin: source)
        // 18 pt is nearer to .body (17) than to .title3 (20).
        #expect(textStyle.stdout.contains("Text(\"Hi\").font(.body)"))
        #expect(try CLI.run(["fix", "-", "--font-strategy", "huge"], stdin: source).status == 2)
    }

    @Test func listMatchesSnapshot() throws {
        let result = try CLI.run(["list"])
        #expect(result.status == 0)
        if let mismatch = Snapshot.mismatch(result.stdout, golden: "cli/list.stdout") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func explainPrintsDocumentationAndExample() throws {
        let result = try CLI.run(["explain", "icon-only-label"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("## Example"))
        #expect(result.stdout.contains("[VERIFY]"))
        if let mismatch = Snapshot.mismatch(result.stdout, golden: "cli/explain-icon-only-label.stdout") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func batchCheckOverSnapshotInputsMatchesSnapshot() throws {
        let result = try CLI.run(["fix", "--check", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(result.status == 1)
        if let mismatch = Snapshot.mismatch(result.stdout, golden: "cli/check-inputs.stdout") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }
}

@Suite struct ConfigurationCommandTests {
    @Test func targetsShowsEachValueAndItsSource() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(\"15.4\"), .macOS(.v13)])\n")
        try scratch.write(".a11yfix.yml", "targets:\n  watchos: 9\n")
        try scratch.write("Sources/A/View.swift", "import SwiftUI\n")
        let result = try CLI.run(["targets", "Sources/A/View.swift", "--tvos", "16"], in: scratch.url)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Sources/A/View.swift  [shipping]
                  platforms  from the code (#if os, imports)  no target lists this file
                  iOS        15.4    Package.swift (Package.swift)
                  macOS      13      Package.swift (Package.swift)
                  tvOS       16      --tvos flag
                  watchOS    9       .a11yfix.yml (.a11yfix.yml)
                  visionOS   1       default
                  left alone: no target of Package.swift compiles it (--include-unlisted processes it)

                """)
    }

    @Test func dumpConfigPrintsTheEffectiveConfigurationAsYAML() throws {
        let scratch = try Scratch()
        try scratch.write(
            ".a11yfix.yml", "rules:\n  motion-gate: false\nsymbols:\n  app.logo: Home\nfont_strategy: scaled-metric\n")
        let result = try CLI.run(["dump-config"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("# read from: .a11yfix.yml\n"))
        #expect(result.stdout.contains("  motion-gate: false  # set in the configuration\n"))
        #expect(result.stdout.contains("  announcement-modernize: false  # opt-in; reports only\n"))
        #expect(result.stdout.contains("  ios: \"15\"  # default\n"))
        #expect(result.stdout.contains("symbols:\n  \"app.logo\": \"Home\"\n"))
        #expect(result.stdout.contains("font_strategy: scaled-metric\n"))
    }

    @Test func aBrokenConfigurationIsExitTwoWithFileLineAndKey() throws {
        let scratch = try Scratch()
        try scratch.write(".a11yfix.yml", "rules:\n  icon-only-label: true\n  colour: red\n")
        try scratch.write("A.swift", iconButtonSource)
        let result = try CLI.run(["fix", "A.swift"], in: scratch.url)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(".a11yfix.yml:3: 'rules.colour': unknown transform; `a11yfix list` shows the ids\n"))
        #expect(try scratch.read("A.swift") == iconButtonSource)
        let explicit = try CLI.run(["fix", "--config", "missing.yml", "A.swift"], in: scratch.url)
        #expect(explicit.status == 2)
    }

    @Test func symbolsOverrideReachesTheLabelTransform() throws {
        let scratch = try Scratch()
        try scratch.write(".a11yfix.yml", "symbols:\n  square.and.arrow.up: Send to a friend\n")
        try scratch.write("A.swift", iconButtonSource)
        let result = try CLI.run(["fix", "A.swift", "--summary", "none"], in: scratch.url)
        #expect(result.status == 0)
        #expect(try scratch.read("A.swift").contains(".accessibilityLabel(\"Send to a friend\") // [VERIFY]"))
    }

    @Test func excludedFilesAreLeftAloneAndCounted() throws {
        let scratch = try Scratch()
        try scratch.write(".a11yfix.yml", "exclude:\n  - \"Generated/**\"\n")
        try scratch.write("Generated/A.swift", iconButtonSource)
        try scratch.write("B.swift", iconButtonSource)
        let result = try CLI.run(["fix", "."], in: scratch.url)
        #expect(try scratch.read("Generated/A.swift") == iconButtonSource)
        #expect(try scratch.read("B.swift") == iconButtonFixed)
        #expect(result.stderr.contains("1 file scanned, 1 changed, 0 failed, 1 excluded"))
    }

    @Test func suppressedPlacesAreCountedByCheck() throws {
        let scratch = try Scratch()
        let suppressed = iconButtonSource.replacingOccurrences(
            of: "        Button(action: share)",
            with: "        // a11yfix:disable-next-line icon-only-label\n        Button(action: share)")
        try scratch.write("A.swift", suppressed)
        let result = try CLI.run(["fix", "--check", "A.swift"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("1 file scanned, 0 would change, 0 failed, 1 suppressed"))
    }

    @Test func targetFlagsChangeTheFix() throws {
        let scratch = try Scratch()
        let result = try CLI.run(
            ["fix", "-", "--summary", "none", "--ios", "13"], stdin: iconButtonSource, in: scratch.url)
        #expect(
            result.stdout.contains(".accessibility(label: Text(\"Share\")) // [VERIFY] confirm label matches intent"))
        #expect(try CLI.run(["fix", "-", "--ios", "fifteen"], stdin: iconButtonSource, in: scratch.url).status == 2)
    }
}
