import A11yFixTestSupport
import Foundation
import Testing

/// Where projects begin and end: the home folder, nested packages, packs that stay bounded.
@Suite struct ProjectRootEdgeTests {
    /// `CLI.run` with `HOME` set.
    static func run(_ arguments: [String], home: URL, in directory: URL) throws -> CLI.Result {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": CLI.cacheHome.path]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    @Test func theHomeFolderIsNeverAProjectRoot() throws {
        let files = [
            "A/TagRow.swift": ProjectScopeTests.package["Sources/Tags/TagRow.swift"]!,
            "B/TagChartView.swift": ProjectScopeTests.package["Sources/Tags/Charts/TagChartView.swift"]!,
        ]
        let loose = try ProjectScopeTests.write(files)
        let arguments = ["fix", "--check", "--no-cache", "--summary", "none", "A/TagRow.swift"]
        let alone = try CLI.run(arguments, in: loose.url)
        let rooted = try CLI.run(
            [
                "fix", "--check", "--no-cache", "--summary", "none", "--project-root", ".",
                "A/TagRow.swift",
            ], in: loose.url)
        #expect(alone.stdout != rooted.stdout)
        // A dotfiles repository in the home folder does not make every file under it one project.
        let home = try ProjectScopeTests.write(files.merging([".git/HEAD": "ref: refs/heads/main\n"]) { $1 })
        #expect(try Self.run(arguments, home: home.url, in: home.url).stdout == alone.stdout)
        let elsewhere = URL(fileURLWithPath: "/nonexistent-home")
        #expect(
            try Self.run(arguments, home: elsewhere, in: home.url).stdout == rooted.stdout,
            "elsewhere, the .git is a root as usual")
        // A checkout in the home folder is still a project.
        try home.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        #expect(try Self.run(arguments, home: home.url, in: home.url).stdout == rooted.stdout)
    }

    @Test func aWholeRunOverNestedPackagesKeepsOnlyWhatItUsed() throws {
        var files = ProjectScopeTests.package.reduce(into: [:]) { $0["Packages/Tags/" + $1.key] = $1.value }
        files[".git/HEAD"] = "ref: refs/heads/main\n"
        files["App/Toolbar.swift"] = ProjectScopeTests.package["Sources/Tags/Toolbar.swift"]!
        let edited = try ProjectScopeTests.write(files)
        let arguments = ["fix", "--check", "--summary", "none", "--cache-path", "cache", "."]
        _ = try CLI.run(arguments, in: edited.url)
        try edited.write("App/Toolbar.swift", files["App/Toolbar.swift"]! + "// edited\n")
        _ = try CLI.run(arguments, in: edited.url)
        files["App/Toolbar.swift"]! += "// edited\n"
        let fresh = try ProjectScopeTests.write(files)
        _ = try CLI.run(arguments, in: fresh.url)
        func packs(_ scratch: Scratch) throws -> [Int] {
            let folder = scratch.url.appendingPathComponent("cache/v2")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pack") }
                .map { try FileManager.default.attributesOfItem(atPath: folder.path + "/" + $0)[.size] as! Int }
        }
        #expect(try packs(edited).count == 1)
        #expect(try packs(edited) == packs(fresh), "the entries of the file's old text are gone")
    }

    /// A row whose tapped content is declared in the same file.
    static let selfContained = """
        import SwiftUI

        struct SelfRow: View {
            @State private var showsTags = false

            var body: some View {
                // A tap that acts (a tap that only logs is decorative and gets nothing).
                SelfChart(count: showsTags ? 2 : 1)
                    .onTapGesture { showsTags.toggle() }
            }
        }

        struct SelfChart: View {
            var count: Int

            var body: some View {
                HStack {
                    Text("Tags")
                    Text("\\(count)")
                }
            }
        }

        """

    @Test func aNamedFileTheProjectWalkSkipsStillSeesItsOwnDeclarations() throws {
        for path in [".wip/SelfRow.swift", "Pods/Kit/SelfRow.swift"] {
            let files = ProjectScopeTests.package.merging([path: Self.selfContained]) { $1 }
            let scratch = try ProjectScopeTests.write(files)
            let stdin = try CLI.run(
                ["fix", "-", "--no-cache", "--summary", "none", "--assume-filename", path],
                stdin: Self.selfContained, in: scratch.url)
            #expect(stdin.stdout.contains(".accessibilityAddTraits(.isButton)"), "\(path): \(stdin.stdout)")
            let alone = try CLI.run(["fix", "--no-cache", "--summary", "none", path], in: scratch.url)
            #expect(alone.status == 0)
            #expect(try scratch.read(path) == stdin.stdout, "\(path) alone and through stdin")
        }
    }

    @Test func auditCountsTheFilesInNoTargetItLeftAlone() throws {
        var files = ProjectScopeTests.package
        files["Sources/Removed/Toolbar.swift"] = files["Sources/Tags/Toolbar.swift"]
        let scratch = try ProjectScopeTests.write(files)
        let audit = try CLI.run(["audit", "--reporter", "text", "."], in: scratch.url)
        #expect(audit.status == 0)
        #expect(!audit.stdout.contains("Removed"))
        let note = "a11yfix audit: 1 file in no target left alone (--include-unlisted processes it)"
        #expect(audit.stderr.contains(note), "\(audit.stderr)")
    }

    /// A pre-commit hook runs on each edited file: the pack keeps the whole run's entries for a while,
    /// but stays within a few times the project's size rather than growing with every edit.
    @Test func singleFileRunsOnEditedFilesKeepThePackNearTheProjectsSize() throws {
        let scratch = try ProjectScopeTests.write(ProjectScopeTests.package)
        let cache = scratch.url.appendingPathComponent("cache/v2")
        func packSize() throws -> Int {
            let packs = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".pack") }
            #expect(packs.count == 1)
            let pack = cache.appendingPathComponent(packs[0]).path
            return try FileManager.default.attributesOfItem(atPath: pack)[.size] as! Int
        }
        _ = try CLI.run(["fix", "--check", "--summary", "none", "--cache-path", "cache", "."], in: scratch.url)
        let whole = try packSize()
        var toolbar = ProjectScopeTests.package["Sources/Tags/Toolbar.swift"]!
        for edit in 0..<30 {
            toolbar += "// edit \(edit)\n"
            try scratch.write("Sources/Tags/Toolbar.swift", toolbar)
            let run = try CLI.run(
                [
                    "fix", "--check", "--summary", "none", "--cache-path", "cache",
                    "Sources/Tags/Toolbar.swift",
                ], in: scratch.url)
            #expect(run.status == 1)
        }
        #expect(try packSize() < 4 * whole, "a whole run's pack is \(whole) bytes")
    }
}
