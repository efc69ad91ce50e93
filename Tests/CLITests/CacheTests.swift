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
        try CLI.run(
            ["fix", "--check", "--summary", "none", "--cache-path", cache] + extra + [
                scratch.url.appendingPathComponent("Sources").path
            ])
    }

    /// The cache's packs (one per set of command-line paths); a run kept for replay (`.run`, see
    /// `RunSnapshotTests`) is not one.
    private func entries() -> [String] {
        let walker = FileManager.default.enumerator(atPath: cache)
        var files: [String] = []
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: cache + "/" + relative, isDirectory: &isDirectory),
                !isDirectory.boolValue, !relative.hasSuffix(".run")
            {
                files.append(cache + "/" + relative)
            }
        }
        return files.sorted()
    }

    @Test func aSecondRunReplaysTheFirstFromTheCache() throws {
        let first = try check()
        #expect(first.status == 1)
        #expect(first.stderr.contains("2 files scanned, 1 would change, 0 failed\n"))
        let pack = try #require(entries().first)
        #expect(entries().count == 1 && pack.hasSuffix(".pack"))
        let written = try FileManager.default.attributesOfItem(atPath: pack)[.modificationDate] as? Date

        let second = try check()
        #expect(second.status == first.status)
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.contains("2 files scanned, 1 would change, 0 failed, 2 from cache\n"))
        // Nothing new: the pack is not rewritten.
        #expect(try FileManager.default.attributesOfItem(atPath: pack)[.modificationDate] as? Date == written)
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
        let fixed = try CLI.run([
            "fix", "--summary", "none", "--cache-path", cache, scratch.url.appendingPathComponent("Sources").path,
        ])
        #expect(fixed.status == 0)
        #expect(fixed.stderr.contains("from cache"))
        #expect(try scratch.read("Sources/ShareBar.swift").contains(".accessibilityLabel(\"Share\")"))
    }

    @Test(arguments: ["truncated", "flipped byte", "garbage"])
    func aDamagedCacheIsIgnoredWithOneWarningAndRewritten(damage: String) throws {
        let expected = try check()
        let pack = try #require(entries().first)
        var data = try Data(contentsOf: URL(fileURLWithPath: pack))
        switch damage {
        case "truncated": data = data.prefix(data.count / 2)
        case "flipped byte": data[data.count / 2] ^= 0x20
        default: data = Data("not a cache".utf8)
        }
        try data.write(to: URL(fileURLWithPath: pack))
        let recovered = try check()
        #expect(recovered.status == expected.status)
        #expect(recovered.stdout == expected.stdout)
        #expect(
            recovered.stderr.contains("warning: ignored the unreadable cache file \(pack); results were recomputed"))
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
        let result = try CLI.run([
            "fix", "--check", "--summary", "none", "--no-cache", scratch.url.appendingPathComponent("Sources").path,
        ])
        #expect(!result.stderr.contains("from cache"))
        #expect(entries() == entriesBefore)
        #expect(try CLI.run(["fix", "--check", "--no-cache", "--cache-path", cache, "x.swift"]).status == 2)
    }

    @Test func theDefaultCacheLivesUnderTheUsersCacheDirectoryNotTheRepository() throws {
        let result = try CLI.run(["fix", "--check", "--summary", "none", "Sources"], in: scratch.url)
        #expect(result.status == 1)
        #expect(FileManager.default.fileExists(atPath: CLI.cacheHome.appendingPathComponent("a11yfix/v2").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["Sources"])
    }
}
