import A11yFixTestSupport
import Foundation
import Testing

/// The result cache: used on a second run, keyed by content and settings, and never trusted
/// blindly (corrupt entries and an unwritable folder are warnings, not failures).
@Suite struct CacheTests {
    let scratch: Scratch
    let cache: String

    init() throws {
        scratch = try Scratch()
        cache = scratch.url.appendingPathComponent("cache").path
        try scratch.write("Sources/ShareBar.swift", iconButtonSource)
        try scratch.write("Sources/Plain.swift", "let answer = 42\n")
    }

    private func check(_ extra: [String] = []) throws -> CLI.Result {
        try CLI.run(["fix", "--check", "--summary", "none", "--cache-path", cache] + extra + [scratch.url.appendingPathComponent("Sources").path])
    }

    private func entries() -> [String] {
        let walker = FileManager.default.enumerator(atPath: cache)
        var files: [String] = []
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: cache + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(cache + "/" + relative)
            }
        }
        return files.sorted()
    }

    @Test func aSecondRunReplaysTheFirstFromTheCache() throws {
        let first = try check()
        #expect(first.status == 1)
        #expect(first.stderr.contains("2 files scanned, 1 would change, 0 failed\n"))
        #expect(entries().count == 2)

        let second = try check()
        #expect(second.status == first.status)
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.contains("2 files scanned, 1 would change, 0 failed, 2 from cache\n"))
    }

    @Test func aChangedFileOrChangedSettingsMissTheCache() throws {
        _ = try check()
        try scratch.write("Sources/Plain.swift", "let answer = 43\n")
        #expect(try check().stderr.contains("1 would change, 0 failed, 1 from cache\n"))
        // Other transforms, other targets: nothing cached applies.
        let disabled = try check(["--disable", "icon-only-label"])
        #expect(disabled.status == 0)
        #expect(!disabled.stderr.contains("from cache"))
        #expect(!(try check(["--ios", "13"])).stderr.contains("from cache"))
    }

    @Test func writeModeUsesTheCachedFixAndWritesIt() throws {
        _ = try check()
        let fixed = try CLI.run(["fix", "--summary", "none", "--cache-path", cache, scratch.url.appendingPathComponent("Sources").path])
        #expect(fixed.status == 0)
        #expect(fixed.stderr.contains("from cache"))
        #expect(try scratch.read("Sources/ShareBar.swift").contains(".accessibilityLabel(\"Share\")"))
    }

    @Test func corruptEntriesAreIgnoredWithOneWarningAndRewritten() throws {
        let expected = try check()
        for (index, entry) in entries().enumerated() {
            // One truncated entry, one with a flipped byte: both must be detected.
            var data = try Data(contentsOf: URL(fileURLWithPath: entry))
            if index == 0 { data = data.prefix(data.count / 2) } else { data[data.count / 2] ^= 0x20 }
            try data.write(to: URL(fileURLWithPath: entry))
        }
        let recovered = try check()
        #expect(recovered.status == expected.status)
        #expect(recovered.stdout == expected.stdout)
        #expect(recovered.stderr.contains("warning: ignored 2 unreadable cache entries in \(cache); they were recomputed"))
        #expect(!recovered.stderr.contains("from cache"))
        // Rewritten: the next run is clean and cached again.
        let again = try check()
        #expect(!again.stderr.contains("warning"))
        #expect(again.stderr.contains("2 from cache"))
    }

    @Test func anUnwritableCacheIsAWarningNotAFailure() throws {
        // A regular file where the folder should be.
        try scratch.write("cache", "not a folder")
        let result = try check()
        #expect(result.status == 1)
        #expect(result.stdout.contains("ShareBar.swift"))
        #expect(result.stderr.contains("warning: cannot write the cache in \(cache)"))
    }

    @Test func noCacheReadsAndWritesNothing() throws {
        _ = try check()
        let entriesBefore = entries()
        try scratch.write("Sources/Other.swift", "let other = 1\n")
        let result = try CLI.run(["fix", "--check", "--summary", "none", "--no-cache", scratch.url.appendingPathComponent("Sources").path])
        #expect(!result.stderr.contains("from cache"))
        #expect(entries() == entriesBefore)
        #expect(try CLI.run(["fix", "--check", "--no-cache", "--cache-path", cache, "x.swift"]).status == 2)
    }

    @Test func theDefaultCacheLivesUnderTheUsersCacheDirectoryNotTheRepository() throws {
        let result = try CLI.run(["fix", "--check", "--summary", "none", "Sources"], in: scratch.url)
        #expect(result.status == 1)
        #expect(FileManager.default.fileExists(atPath: CLI.cacheHome.appendingPathComponent("a11yfix/v1").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["Sources"])
    }
}
