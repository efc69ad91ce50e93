import A11yFixCore
import Testing

@testable import a11yfix

/// The index pass's parse of a file is handed to the fix pass, so a file is parsed once per run;
/// what the fix pass makes of it must not depend on which parse it started from.
@Suite struct ParseStoreTests {
    /// An icon map (the index parses it for its symbols) with an image-only button to label.
    static let iconFile = """
        import SwiftUI

        enum Icon: String {
            case share = "square.and.arrow.up"
        }

        struct ShareRow: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            func share() {}
        }

        """

    @Test func theIndexKeepsTheParseItMadeAndNoneWhenItMadeNone() throws {
        let (entry, parsed) = FileIndexEntry.indexing(Array(Self.iconFile.utf8))
        #expect(entry.iconSymbols["Icon.share"] == "square.and.arrow.up")
        let tree = try #require(parsed).tree
        #expect(tree.description == Self.iconFile)
        // No byte filter passes: the index reads tokens only, and there is nothing to keep.
        #expect(FileIndexEntry.indexing(Array("let a = 1\n".utf8)).parsed == nil)
        // Not UTF-8: the engine refuses the file, so no parse of its raw bytes is kept for it.
        #expect(FileIndexEntry.indexing(Array("enum E {}\n".utf8) + [0xFF]).parsed == nil)
    }

    @Test func aFileFixedFromTheIndexParseMatchesOneParsedAgain() throws {
        let bytes = Array(Self.iconFile.utf8)
        let parsed = try #require(FileIndexEntry.indexing(bytes).parsed)
        let engine = Engine()
        guard case let .processed(fresh) = engine.process(path: "ShareRow.swift", bytes: bytes),
            case let .processed(reused) = engine.process(path: "ShareRow.swift", bytes: bytes, parsed: parsed)
        else {
            Issue.record("the file was not processed")
            return
        }
        #expect(fresh.isChanged)
        #expect(reused.output == fresh.output)
        #expect(reused.applied == fresh.applied)
        #expect(reused.needsReview == fresh.needsReview)
    }

    @Test func aParseOfOtherBytesIsNotUsed() throws {
        let bytes = Array(Self.iconFile.utf8)
        let stale = try #require(FileIndexEntry.indexing(Array("enum Old {}\n".utf8)).parsed)
        guard case let .processed(report) = Engine().process(path: "ShareRow.swift", bytes: bytes, parsed: stale)
        else {
            Issue.record("the file was not processed")
            return
        }
        #expect(report.input == bytes)
        #expect(report.isChanged)
    }

    @Test func theStoreKeepsOnlyTheRunsFilesWithinItsBudgetUntilTaken() throws {
        let small = try #require(FileIndexEntry.indexing(Array("enum A {}\n".utf8)).parsed)
        let large = try #require(FileIndexEntry.indexing(Array(Self.iconFile.utf8)).parsed)
        let store = ParseStore(wanted: ["/p/A.swift", "/p/B.swift"], budget: small.bytes.count + 4)
        store.keep(small, forFile: "/p/Other.swift")  // indexed, not fixed by this run
        store.keep(large, forFile: "/p/B.swift")  // over the budget
        store.keep(small, forFile: "/p/A.swift")
        #expect(store.take(forFile: "/p/Other.swift") == nil)
        #expect(store.take(forFile: "/p/B.swift") == nil)
        #expect(store.take(forFile: "/p/A.swift")?.bytes == small.bytes)
        #expect(store.take(forFile: "/p/A.swift") == nil)
        // Taking gave its bytes back to the budget.
        store.keep(small, forFile: "/p/A.swift")
        #expect(store.take(forFile: "/p/A.swift") != nil)
    }
}
