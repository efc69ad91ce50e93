import Foundation
import Testing

/// A cached rerun of an unchanged project replays the run that filled the cache (issue 33), and
/// any change to what that run read makes the rerun plan again: a manifest, a string table, a
/// configuration file, a Swift file added or removed.
@Suite struct RunSnapshotTests {
    let project: Scratch
    /// Outside the project: the project's walk would see the cache's own writes.
    let cacheFolder: Scratch

    init() throws {
        project = try Scratch()
        cacheFolder = try Scratch()
        try FileManager.default.createDirectory(
            at: project.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try project.write(
            "Package.swift",
            Self.manifest(path: "Sources/App"))
        try project.write(
            "Sources/App/InboxView.swift",
            """
            import SwiftUI

            struct InboxView: View {
                var body: some View {
                    VStack {
                        Text("Inbox")
                        Button(action: archive) {
                            Image(systemName: "archivebox")
                        }
                    }
                }

                func archive() {}
            }

            """)
        try project.write("Sources/App/ShareBar.swift", iconButtonSource)
        try project.write("Sources/App/Localizable.xcstrings", StringTableCLITests.catalog)
    }

    static func manifest(path: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.iOS(.v16)],
            targets: [.target(name: "App", path: "\(path)")]
        )

        """
    }

    private var snapshots: [String] {
        let folder = cacheFolder.url.appendingPathComponent("v2").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".run") }
    }

    private func run(_ arguments: [String], cached: Bool) throws -> CLI.Result {
        let cache = cached ? ["--cache-path", cacheFolder.url.path] : ["--no-cache"]
        return try CLI.run(["fix", "--summary", "stderr"] + arguments + cache + ["."], in: project.url)
    }

    /// The cached run, whose report must be the uncached run's (its stderr adds how many came from the cache).
    private func expectFresh(_ arguments: [String], _ comment: Comment) throws -> CLI.Result {
        let cached = try run(arguments, cached: true), uncached = try run(arguments, cached: false)
        #expect(cached.status == uncached.status, comment)
        #expect(cached.stdout == uncached.stdout, comment)
        let counted = cached.stderr.replacing(/, \d+ from cache/, with: "")
        #expect(counted == uncached.stderr, comment)
        return cached
    }

    /// Lets the files written so far settle: a run keeps a snapshot only of inputs older than a second.
    private func settle() { Thread.sleep(forTimeInterval: 1.1) }

    @Test func anUnchangedRerunReplaysTheSameJSONReport() throws {
        settle()
        let arguments = ["--check", "--reporter", "json"]
        let filling = try run(arguments, cached: true)
        #expect(snapshots.count == 1, "the filling run keeps a snapshot")
        let replayed = try run(arguments, cached: true)
        let uncached = try run(arguments, cached: false)
        #expect(replayed.stdout == uncached.stdout)
        #expect(replayed.stdout.contains("icon-only-label"), "\(replayed.stdout)")
        #expect(replayed.status == uncached.status && replayed.status == 1)
        // As a cached rerun says: every file (the manifest too) came from the cache.
        #expect(replayed.stderr.contains(", 3 from cache"), "\(replayed.stderr)")
        #expect(replayed.stderr.replacing(/, \d+ from cache/, with: "") == filling.stderr)
    }

    @Test func aRunOverFilesWrittenWithinASecondKeepsNoSnapshot() throws {
        // Stamped ahead of the clock, so the file is as fresh as one just written however slow the run starts.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(3600)],
            ofItemAtPath: project.url.appendingPathComponent("Sources/App/InboxView.swift").path)
        _ = try run(["--check"], cached: true)
        #expect(snapshots.isEmpty)
    }

    /// Changes to what a run read; each changes the report, so a stale replay would show.
    enum Edit: String, CaseIterable, CustomTestStringConvertible {
        case tableOnOneLine, configurationAppears, swiftFileAdded, swiftFileRemoved, manifestTargetMoves

        var testDescription: String { rawValue }
    }

    @Test(arguments: Edit.allCases)
    func noChangeToWhatTheRunReadIsServedStale(_ edit: Edit) throws {
        let check = ["--check"]
        let plain = iconButtonSource.replacing("ShareBar", with: "Plain")
        if edit == .swiftFileRemoved { try project.write("Sources/App/Plain.swift", plain) }
        settle()
        let before = try expectFresh(check, "unchanged")
        #expect(snapshots.count == 1)
        #expect(try expectFresh(check, "replayed").stdout == before.stdout)
        switch edit {
        case .tableOnOneLine:
            // No entry can be added to a catalog not in Xcode's layout: the labels are reported instead.
            let catalog = StringTableCLITests.catalog.split(separator: "\n").joined(separator: " ")
            try project.write("Sources/App/Localizable.xcstrings", catalog)
        case .configurationAppears:
            try project.write(".a11yfix.yml", "symbols:\n  square.and.arrow.up: Send to a friend\n")
        case .swiftFileAdded:
            try project.write("Sources/App/Plain.swift", plain)
        case .swiftFileRemoved:
            try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/App/Plain.swift"))
        case .manifestTargetMoves:
            try project.write("Package.swift", Self.manifest(path: "Sources/Elsewhere"))
        }
        let after = try expectFresh(check, "\(edit)")
        #expect(after.stdout + after.stderr != before.stdout + before.stderr, "\(edit) changes the report")
    }
}
