import Testing

@testable import a11yfix_bench

@Suite struct SourceDiffTests {
    static let source = """
        struct V: View {
            var body: some View {
                VStack {
                    Image(systemName: "star")
                    Text("Hi")
                    Image(systemName: "trash")
                }
            }
        }

        """

    /// The byte range of the first occurrence of `text` in `source`.
    static func edit(after text: String, in source: String = source, insert replacement: String) -> ByteEdit {
        let bytes = Array(source.utf8), needle = Array(text.utf8)
        let start = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
        return ByteEdit(byteOffset: start + needle.count, byteLength: 0, replacement: replacement)
    }

    @Test func appliesOnlyTheGivenEditsToTheOriginal() throws {
        let star = Self.edit(
            after: "Image(systemName: \"star\")", insert: "\n            .accessibilityLabel(\"Favorite\")")
        let trash = Self.edit(
            after: "Image(systemName: \"trash\")", insert: "\n            .accessibilityLabel(\"Delete\")")
        let onlyTrash = String(decoding: try SingleFix.apply([trash], to: Array(Self.source.utf8)), as: UTF8.self)
        #expect(onlyTrash.contains(".accessibilityLabel(\"Delete\")"))
        #expect(!onlyTrash.contains("Favorite"))
        let both = String(decoding: try SingleFix.apply([trash, star], to: Array(Self.source.utf8)), as: UTF8.self)
        #expect(both.contains("Favorite") && both.contains("Delete"))
    }

    @Test func replacementsAndMultiByteText() throws {
        let text = "let a = \"é\"; let b = 1\n"
        let bytes = Array(text.utf8)
        // "1" sits after the two-byte é; offsets are bytes, not characters.
        let offset = bytes.firstIndex(of: UInt8(ascii: "1"))!
        let result = try SingleFix.apply([ByteEdit(byteOffset: offset, byteLength: 1, replacement: "ü2")], to: bytes)
        #expect(String(decoding: result, as: UTF8.self) == "let a = \"é\"; let b = ü2\n")
    }

    @Test func insertionsAtOneOffsetKeepTheirOrder() throws {
        let result = try SingleFix.apply(
            [
                ByteEdit(byteOffset: 1, byteLength: 0, replacement: "X"),
                ByteEdit(byteOffset: 1, byteLength: 0, replacement: "Y"),
            ], to: Array("ab".utf8))
        #expect(String(decoding: result, as: UTF8.self) == "aXYb")
    }

    @Test func rejectsEditsOutsideTheFileOrOverlapping() {
        #expect(throws: SourceDiffError.self) {
            try SingleFix.apply([ByteEdit(byteOffset: 3, byteLength: 2, replacement: "")], to: Array("abcd".utf8))
        }
        #expect(throws: SourceDiffError.self) {
            try SingleFix.apply(
                [
                    ByteEdit(byteOffset: 0, byteLength: 2, replacement: ""),
                    ByteEdit(byteOffset: 1, byteLength: 1, replacement: ""),
                ], to: Array("abcd".utf8))
        }
    }

    @Test func anInsertedLineIsAPureInsertion() throws {
        let edit = Self.edit(
            after: "Image(systemName: \"star\")", insert: "\n            .accessibilityLabel(\"Favorite\")")
        let changes = try SingleFix.changes([edit], in: Array(Self.source.utf8))
        #expect(
            changes == [
                LineChange(oldStart: 4, oldCount: 0, newLines: ["            .accessibilityLabel(\"Favorite\")"])
            ])
    }

    @Test func anInLineEditReplacesThatLine() throws {
        let edit = Self.edit(after: "Text(\"Hi\")", insert: ".font(.body)")
        let changes = try SingleFix.changes([edit], in: Array(Self.source.utf8))
        #expect(changes == [LineChange(oldStart: 4, oldCount: 1, newLines: ["            Text(\"Hi\").font(.body)"])])
    }

    @Test func removingANewlineJoinsTheNextLine() throws {
        let text = "a\nb\nc\n"
        let changes = try SingleFix.changes(
            [ByteEdit(byteOffset: 1, byteLength: 1, replacement: " ")], in: Array(text.utf8))
        #expect(changes == [LineChange(oldStart: 0, oldCount: 2, newLines: ["a b"])])
    }

    @Test func editsFarApartAreSeparateChanges() throws {
        let top = ByteEdit(byteOffset: 0, byteLength: 0, replacement: "import Accessibility\n")
        let star = Self.edit(after: "Image(systemName: \"star\")", insert: ".x()")
        let changes = try SingleFix.changes([star, top], in: Array(Self.source.utf8))
        #expect(changes.map(\.oldStart) == [0, 3])
        #expect(changes[0] == LineChange(oldStart: 0, oldCount: 0, newLines: ["import Accessibility"]))
    }

    @Test func editsOnAdjacentLinesAreOneChange() throws {
        let text = "f(\n    a: nil\n).g()\nnext\n"
        let bytes = Array(text.utf8)
        let edits = [
            ByteEdit(byteOffset: bytes.firstIndex(of: UInt8(ascii: "n"))!, byteLength: 3, replacement: "\"Label\""),
            ByteEdit(byteOffset: bytes.firstIndex(of: UInt8(ascii: "g"))! + 3, byteLength: 0, replacement: " // check"),
        ]
        #expect(
            try SingleFix.changes(edits, in: bytes) == [
                LineChange(oldStart: 1, oldCount: 2, newLines: ["    a: \"Label\"", ").g() // check"])
            ])
    }

    @Test func insertionAtTheEndOfTheFile() throws {
        let text = "a\nb\n"
        let changes = try SingleFix.changes(
            [ByteEdit(byteOffset: 4, byteLength: 0, replacement: "c\n")], in: Array(text.utf8))
        #expect(changes == [LineChange(oldStart: 2, oldCount: 0, newLines: ["c"])])
    }

    @Test func hunkShowsContextAndOnlyThisFix() throws {
        let edit = Self.edit(
            after: "Image(systemName: \"trash\")", insert: "\n            .accessibilityLabel(\"Delete\")")
        let bytes = Array(Self.source.utf8)
        let hunk = DiffRendering.hunks(SourceLines(bytes).texts, try SingleFix.changes([edit], in: bytes), context: 2)
        #expect(
            hunk == [
                "@@ -5,4 +5,5 @@",
                "             Text(\"Hi\")",
                "             Image(systemName: \"trash\")",
                "+            .accessibilityLabel(\"Delete\")",
                "         }",
                "     }",
            ])
    }

    @Test func hunksMergeWhenContextsMeetAndCountLinesAfterEarlierChanges() {
        let original = (1...30).map { "line \($0)" }
        let changes = [
            LineChange(oldStart: 2, oldCount: 0, newLines: ["new A", "new B"]),  // before line 3
            LineChange(oldStart: 5, oldCount: 1, newLines: ["line 6'"]),  // 3 lines later: same hunk
            LineChange(oldStart: 20, oldCount: 1, newLines: []),  // far: its own hunk
        ]
        #expect(
            DiffRendering.hunks(original, changes, context: 2) == [
                "@@ -1,8 +1,10 @@",
                " line 1", " line 2", "+new A", "+new B", " line 3", " line 4", " line 5", "-line 6", "+line 6'",
                " line 7", " line 8",
                "@@ -19,5 +21,4 @@",
                " line 19", " line 20", "-line 21", " line 22", " line 23",
            ])
        // With less context the first two no longer share a hunk.
        #expect(
            DiffRendering.hunks(original, changes, context: 1).filter { $0.hasPrefix("@@") } == [
                "@@ -2,2 +2,4 @@", "@@ -5,3 +7,3 @@", "@@ -20,3 +22,2 @@",
            ])
    }

    @Test func hunkAtTheStartOfAFile() {
        let hunks = DiffRendering.hunks(
            ["a", "b"], [LineChange(oldStart: 0, oldCount: 0, newLines: ["import X"])], context: 6)
        #expect(hunks == ["@@ -1,2 +1,3 @@", "+import X", " a", " b"])
    }

    @Test func excerptMarksTheFindingsLine() {
        let lines = (1...20).map { "l\($0)" }
        #expect(
            DiffRendering.excerpt(lines, line: 3, radius: 2) == [
                "  1 | l1", "  2 | l2", "> 3 | l3", "  4 | l4", "  5 | l5",
            ])
        #expect(DiffRendering.excerpt(lines, line: 10, radius: 1) == ["   9 | l9", "> 10 | l10", "  11 | l11"])
    }

    @Test func fenceOutgrowsBackticksInTheCode() {
        #expect(DiffRendering.fence(for: ["let a = 1"]) == "```")
        #expect(DiffRendering.fence(for: ["/// ```swift"]) == "````")
    }

    @Test(
        arguments: [
            (["a", "b", "c"], ["a", "c"]),
            (["a", "b", "c"], ["a", "x", "b", "c", "y"]),
            ([], ["a"]),
            (["a"], []),
            (["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"]),
            (["x", "a", "b", "x", "a"], ["a", "x", "b", "a", "x"]),
        ] as [([String], [String])])
    func lineDiffReproducesTheNewText(old: [String], new: [String]) {
        let changes = LineDiff.changes(from: old, to: new)
        var rebuilt: [String] = [], cursor = 0
        for change in changes {
            rebuilt += old[cursor..<change.oldStart] + change.newLines
            cursor = change.oldEnd
        }
        rebuilt += old[cursor...]
        #expect(rebuilt == new)
        #expect(changes == changes.sorted { $0.oldStart < $1.oldStart })
    }

    @Test func lineDiffFindsTheSingleChange() {
        #expect(
            LineDiff.changes(from: ["a", "b", "c"], to: ["a", "b2", "c"]) == [
                LineChange(oldStart: 1, oldCount: 1, newLines: ["b2"])
            ])
        #expect(LineDiff.changes(from: ["a", "b"], to: ["a", "b"]) == [])
    }
}
