import Testing

@testable import a11yfix_bench

@Suite struct ReviewSheetsTests {
    static let source = SourceDiffTests.source

    static func fix(_ path: String, line: Int, after text: String, insert: String) -> ReviewItem {
        ReviewItem(
            path: path, transform: "image-label", line: line, column: 13, message: "Image without a label",
            fix: JSONReport.Fix(
                summary: "label", inferred: true, edits: [SourceDiffTests.edit(after: text, insert: insert)]))
    }

    static let items: [ReviewItem] = (0..<12).flatMap { file in
        [
            fix(
                "App/View\(file).swift", line: 4, after: "Image(systemName: \"star\")",
                insert: "\n            .accessibilityLabel(\"Favorite\")"),
            fix(
                "App/View\(file).swift", line: 6, after: "Image(systemName: \"trash\")",
                insert: "\n            .accessibilityLabel(\"Delete\")"),
            ReviewItem(
                path: "App/View\(file).swift", transform: "touch-target", line: 5, column: 13, message: "Small target",
                fix: nil),
        ]
    }

    let writer = ReviewSheets(folder: "/corpus/App", sample: 3, seed: 1, toolVersion: "1.0")

    @Test func sampleIsPerTransformAndIndependentOfInputOrder() {
        let sheets = writer.sheets(Self.items)
        #expect(sheets.map(\.transform) == ["image-label", "touch-target"])
        #expect(sheets.map(\.fixesTotal) == [24, 0])
        #expect(sheets.map(\.reviewsTotal) == [0, 12])
        #expect(sheets.map(\.fixes.count) == [3, 0])
        #expect(sheets.map(\.reviews.count) == [0, 3])
        #expect(writer.sheets(Self.items.reversed()) == sheets)
        #expect(writer.sheets(Self.items.shuffled()) == sheets)
        var other = writer
        other.seed = 2
        #expect(other.sheets(Self.items) != sheets)
    }

    @Test func aFixSheetShowsOnlyThatFixOnTheOriginal() {
        let item = Self.items[1]  // the trash label; the star label is another fix in the same file
        let sheet = ReviewSheets.Sheet(
            transform: "image-label", fixesTotal: 24, fixes: [item], reviewsTotal: 0, reviews: [])
        let text = writer.render(sheet, original: { $0 == "App/View0.swift" ? Array(Self.source.utf8) : nil })
        #expect(text.contains(ReviewSheets.rubric))
        #expect(text.contains("### F1 · `image-label` · App/View0.swift:6"))
        #expect(text.contains("- File: `/corpus/App/App/View0.swift` (line 6, column 13)"))
        #expect(text.contains("+            .accessibilityLabel(\"Delete\")"))
        #expect(!text.contains("Favorite"))
        #expect(text.contains(" Image(systemName: \"star\")"))  // context comes from the original
        #expect(text.contains("--- App/View0.swift (original)\n+++ App/View0.swift (F1 only)\n@@ -1,9 +1,10 @@"))
        #expect(text.contains("Verdict: ____  Reason: ____"))
        #expect(text.contains("*(inferred text: check the phrase)*"))
    }

    @Test func aFindingSheetMarksTheLine() {
        let item = Self.items[2]
        let sheet = ReviewSheets.Sheet(
            transform: "touch-target", fixesTotal: 0, fixes: [], reviewsTotal: 1, reviews: [item])
        let text = writer.render(sheet, original: { _ in Array(Self.source.utf8) })
        #expect(text.contains("### R1 · `touch-target` · App/View0.swift:5"))
        #expect(text.contains("> 5 |             Text(\"Hi\")"))
        #expect(text.contains("  4 |             Image(systemName: \"star\")"))
        #expect(!text.contains("## Fixes"))
    }

    @Test func laterPassFixFallsBackToTheFixedCopy() {
        var item = Self.items[1]
        item.fix?.edits = []
        let fixed = Self.source.replacingOccurrences(
            of: "Image(systemName: \"trash\")",
            with: "Image(systemName: \"trash\")\n            .accessibilityLabel(\"Delete\")")
        let sheet = ReviewSheets.Sheet(
            transform: "image-label", fixesTotal: 1, fixes: [item], reviewsTotal: 0, reviews: [])
        let text = writer.render(sheet, original: { _ in Array(Self.source.utf8) }, fixed: { _ in Array(fixed.utf8) })
        #expect(text.contains("made in a later pass"))
        #expect(text.contains("+++ App/View0.swift (fixed copy)"))
        #expect(text.contains("+            .accessibilityLabel(\"Delete\")"))
    }

    @Test func indexListsTotalsSampledAndLinks() {
        let index = writer.index(writer.sheets(Self.items))
        #expect(index.contains("| `image-label` | 24 | 3 | 0 | 0 | [image-label.md](image-label.md) |"))
        #expect(index.contains("| `touch-target` | 0 | 0 | 12 | 3 | [touch-target.md](touch-target.md) |"))
        #expect(index.contains("| **Total** | 24 | 3 | 12 | 3 | |"))
    }
}
