import A11yFixTestSupport
import Foundation
import Testing

@testable import a11yfix

/// Real-world input that is not well-formed Swift in a tidy folder: every case ends with nothing lost.
@Suite struct RobustnessTests {
    @Test func emptyFilesMissingFinalNewlinesAndMixedLineEndingsAreHandled() throws {
        let scratch = try Scratch()
        try scratch.write("src/Empty.swift", "")
        let noNewline = String(iconButtonSource.dropLast())
        try scratch.write("src/NoNewline.swift", noNewline)
        // CRLF, LF and a lone CR in one file: each untouched line keeps its own ending.
        let mixed =
            "import SwiftUI\r\n\nstruct Bar: View {\r\n    var body: some View {\n        Button(action: share) {\r\n            Image(systemName: \"square.and.arrow.up\")\n        }\r\n    }\n}\r\n// end\r"
        try scratch.write("src/Mixed.swift", mixed)

        let result = try CLI.run(["fix", "--no-cache", "--summary", "none", "src"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("3 files scanned, 2 changed, 0 failed"))
        #expect(try scratch.read("src/Empty.swift") == "")
        #expect(try scratch.read("src/NoNewline.swift") == String(iconButtonFixed.dropLast()))
        let fixedMixed = try scratch.read("src/Mixed.swift")
        #expect(
            fixedMixed.hasPrefix(
                "import SwiftUI\r\n\nstruct Bar: View {\r\n    var body: some View {\n        Button(action: share) {\r\n"
            ))
        #expect(fixedMixed.hasSuffix("// end\r"))
        #expect(fixedMixed.contains(".accessibilityLabel(\"Share\")"))
        // And a second run changes nothing.
        #expect(try CLI.run(["fix", "--check", "--no-cache", "--summary", "none", "src"], in: scratch.url).status == 0)
    }

    /// Root reads any file, so as root the tool runs as `nobody` to meet a file it cannot read.
    @Test func anUnreadableFileIsNamedAndTheOthersAreFixed() throws {
        let scratch = try Scratch()
        let locked = try scratch.write("src/Locked.swift", iconButtonSource)
        try scratch.write("src/Open.swift", iconButtonSource)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        var command = ["fix", "--no-cache", "--summary", "none", "src"]
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: scratch.url.path)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o777], ofItemAtPath: scratch.url.appendingPathComponent("src").path)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o666], ofItemAtPath: scratch.url.appendingPathComponent("src/Open.swift").path)
            command = ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.executable.path] + command
        }
        let result =
            getuid() == 0
            ? try CLI.run(command, in: scratch.url, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            : try CLI.run(command, in: scratch.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("error: src/Locked.swift: unreadable (permission denied); left unchanged"))
        #expect(try scratch.read("src/Open.swift") == iconButtonFixed)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path)
        #expect(try scratch.read("src/Locked.swift") == iconButtonSource)
    }

    @Test func symlinkLoopsAreReportedNotFollowed() throws {
        let scratch = try Scratch()
        try scratch.write("src/Good.swift", iconButtonSource)
        let src = scratch.url.appendingPathComponent("src")
        try FileManager.default.createSymbolicLink(
            atPath: src.appendingPathComponent("A.swift").path, withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(
            atPath: src.appendingPathComponent("B.swift").path, withDestinationPath: "A.swift")
        try FileManager.default.createSymbolicLink(
            atPath: src.appendingPathComponent("Self.swift").path, withDestinationPath: "Self.swift")

        let walked = try CLI.run(["fix", "--no-cache", "--summary", "none", "src"], in: scratch.url)
        #expect(walked.status == 3)
        let errors = walked.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(
            errors == [
                "error: src/A.swift: unreadable (symbolic link loop); left unchanged",
                "error: src/B.swift: unreadable (symbolic link loop); left unchanged",
                "error: src/Self.swift: unreadable (symbolic link loop); left unchanged",
            ])
        #expect(try scratch.read("src/Good.swift") == iconButtonFixed)
        // Named on the command line, a loop gets the same clear error.
        let named = try CLI.run(["fix", "--no-cache", "src/A.swift"], in: scratch.url)
        #expect(named.status == 3)
        #expect(named.stderr.contains("error: src/A.swift: unreadable (symbolic link loop); left unchanged"))
    }

    @Test func aFileDeletedBetweenListingAndReadingIsReportedAndNotRecreated() throws {
        let scratch = try Scratch()
        try scratch.write("src/Gone.swift", iconButtonSource)
        try scratch.write("src/Kept.swift", iconButtonSource)
        let listed = FileDiscovery.discover([scratch.url.appendingPathComponent("src").path]).files
        #expect(listed.count == 2)
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("src/Gone.swift"))

        let planner = RunPlanner(
            options: SelectionOptions(), resolver: .init(explicitConfigurationPath: nil, commandLineTargets: [:]))
        let job = FileJob(mode: .write, appendSummary: false)
        let results = try listed.map { try job.run(path: $0, plan: planner.plan(for: $0)) }
        #expect(results[0].failure == .unreadable(path: listed[0], reason: "no such file"))
        #expect(results[1].isChanged && results[1].failure == nil)
        #expect(!FileManager.default.fileExists(atPath: listed[0]))
    }

    @Test func aFileChangedOrDeletedAfterReadingIsNeverOverwritten() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Edited.swift", iconButtonSource)
        let stamp = try #require(AtomicFileWriter.Stamp(path: file.path))
        // An editor saves newer contents while a11yfix works on the old ones.
        Thread.sleep(forTimeInterval: 0.01)
        try scratch.write("Edited.swift", iconButtonSource + "// edited\n")
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.write(Array("stale".utf8), to: file.path, expecting: stamp)
        }
        #expect(try scratch.read("Edited.swift") == iconButtonSource + "// edited\n")

        try FileManager.default.removeItem(at: file)
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.write(Array("stale".utf8), to: file.path, expecting: stamp)
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // No temporary files are left behind by refused writes.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func aTenThousandModifierChainDoesNotExhaustTheStack() throws {
        let scratch = try Scratch()
        var lines = [
            "import SwiftUI", "", "struct Long: View {", "    var body: some View {",
            "        Button(action: share) { Image(systemName: \"square.and.arrow.up\") }",
        ]
        lines += (0..<10_000).map { "            .padding(\($0 % 5))" }
        lines += ["    }", "}", ""]
        let source = lines.joined(separator: "\n")
        try scratch.write("Long.swift", source)
        let batch = try CLI.run(["fix", "--no-cache", "--summary", "none", "Long.swift"], in: scratch.url)
        #expect(batch.status == 0, "\(batch.stderr.prefix(500))")
        #expect(try scratch.read("Long.swift").contains(".accessibilityLabel(\"Share\")"))
        let piped = try CLI.run(["fix", "-", "--summary", "none"], stdin: source)
        #expect(piped.status == 0)
        #expect(piped.stdout.contains(".accessibilityLabel(\"Share\")"))
    }
}
