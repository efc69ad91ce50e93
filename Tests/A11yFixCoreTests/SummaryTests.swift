import A11yFixCore
import Testing

@Suite struct AccessibilitySummaryTests {
    func finding(_ id: String, line: Int, summary: String, inferred: Bool = true) -> Finding {
        Finding(
            transformID: id, offset: 0, location: .init(line: line, column: 1), message: "m",
            fix: Fix(edits: [], summary: summary, isInferred: inferred))
    }

    @Test func rendersTheDocumentedBlock() {
        let summary = AccessibilitySummary(
            path: "Sources/Inbox/Toolbar.swift",
            applied: [
                finding("icon-only-label", line: 12, summary: "`.accessibilityLabel` on icon-only Share button")
            ])
        #expect(
            summary.rendered() == """
                **Accessibility applied:**
                - `.accessibilityLabel` on icon-only Share button (Sources/Inbox/Toolbar.swift:12), inferred — marked [VERIFY]

                **Verify in Xcode:**
                - Use Canvas **Dynamic Type Variants** (grid icon → Dynamic Type Variants) to check layout at all text sizes
                - Use Canvas **Color Scheme Variants** to check light and dark mode
                - Use **Accessibility Inspector** (Xcode → Open Developer Tool) Settings tab to simulate Increase Contrast, Reduce Motion, Bold Text on the Simulator

                **If Xcode is unavailable:**
                - Run equivalent checks with platform accessibility inspector tools and manual setting toggles (Dynamic Type, Contrast, Reduce Motion, VoiceOver/Voice Control)

                **Test on device:**
                - VoiceOver: navigation order, reading flow, focus after push/modal
                - Voice Control: "Show numbers" coverage, "Tap [name]" activation

                """)
    }

    /// In a project that localises, label fixes carry their new text: the summary lists it once
    /// for translators, with how many places use it.
    @Test func listsNewStringsToTranslate() throws {
        let engine = Engine(
            transforms: [IconOnlyLabel.self],
            context: TransformContext(
                index: ProjectIndex(entries: [
                    FileIndexEntry(bytes: Array("let title = String(localized: \"Inbox\")".utf8))
                ])))
        let source = """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    Button { archive() } label: { Image(systemName: "archivebox") }
                }
            }
            """
        guard case let .processed(report) = engine.process(path: "Toolbar.swift", bytes: Array(source.utf8)) else {
            Issue.record("not processed")
            return
        }
        #expect(report.applied.map { $0.fix?.localizationKeys ?? [] } == [["Share"], ["Share"], ["Archive"]])
        let rendered = try #require(AccessibilitySummary(path: "Toolbar.swift", applied: report.applied).rendered())
        #expect(
            rendered.contains(
                """
                **New strings to translate** (add them to your String Catalog or `.strings` files):
                - "Archive"
                - "Share" (2 places)
                """))
        // A project that does not localise has nothing to translate.
        guard
            case let .processed(plain) = Engine(transforms: [IconOnlyLabel.self]).process(
                path: "Toolbar.swift", bytes: Array(source.utf8))
        else { return }
        #expect(plain.applied.allSatisfy { $0.fix?.localizationKeys == [] })
        #expect(
            AccessibilitySummary(path: "Toolbar.swift", applied: plain.applied).rendered()?.contains("translate")
                == false)
    }

    @Test func nothingAppliedMeansNoBlock() {
        #expect(AccessibilitySummary().rendered() == nil)
        #expect(AccessibilitySummary(path: "a.swift", applied: []).rendered() == nil)
    }

    @Test func countsWhatWasLeftOnPurposeAcrossFiles() {
        var summary = AccessibilitySummary()
        let fixedLayout = Verification(kind: "fixed-layout fonts left as they are", count: 2, isLeftOnPurpose: true)
        summary.add(
            path: "a.swift", applied: [finding("font-text-style", line: 4, summary: "font", inferred: false)],
            needsReview: [],
            leftOnPurpose: [fixedLayout, Verification(kind: "fonts already use Dynamic Type text styles", count: 5)])
        summary.add(path: "b.swift", applied: [], needsReview: [], leftOnPurpose: [fixedLayout])
        #expect(
            summary.rendered()!.hasSuffix(
                """
                **Left as they are on purpose:**
                - 4 fixed-layout fonts left as they are

                """))
    }

    @Test func leftOnPurposeAloneSaysNothing() {
        let summary = AccessibilitySummary(
            path: "a.swift", applied: [],
            leftOnPurpose: [
                Verification(kind: "fixed-layout fonts left as they are", count: 3, isLeftOnPurpose: true)
            ])
        #expect(summary.rendered() == nil)
    }

    @Test func entriesAreSortedByPathAndLine() {
        var summary = AccessibilitySummary()
        summary.add(path: "b.swift", applied: [finding("icon-only-label", line: 1, summary: "B")], needsReview: [])
        summary.add(
            path: "a.swift",
            applied: [
                finding("icon-only-label", line: 9, summary: "A9"),
                finding("icon-only-label", line: 2, summary: "A2", inferred: false),
            ], needsReview: [])
        let lines = summary.rendered()!.split(separator: "\n").filter { $0.hasPrefix("- A") || $0.hasPrefix("- B") }
        #expect(
            lines == [
                "- A2 (a.swift:2)", "- A9 (a.swift:9), inferred — marked [VERIFY]",
                "- B (b.swift:1), inferred — marked [VERIFY]",
            ])
    }

    @Test func deviceTestsComeFromTheAppliedTransformsInChecklistOrder() {
        let summary = AccessibilitySummary(
            path: "a.swift",
            applied: [
                finding("motion-gate", line: 3, summary: "gate"),
                finding("font-text-style", line: 2, summary: "font", inferred: false),
                finding("icon-only-label", line: 1, summary: "label"),
            ])
        let rendered = summary.rendered()!
        let deviceSection = rendered.components(separatedBy: "**Test on device:**\n")[1]
        #expect(
            deviceSection == """
                - VoiceOver: navigation order, reading flow, focus after push/modal
                - Voice Control: "Show numbers" coverage, "Tap [name]" activation
                - Dynamic Type: layout at max size — no clipping or overlap
                - Reduce Motion: all animations verified

                """)
        let fontsOnly = AccessibilitySummary(
            path: "a.swift", applied: [finding("font-uikit-scaled", line: 1, summary: "font", inferred: false)])
        #expect(
            fontsOnly.rendered()!.hasSuffix(
                "**Test on device:**\n- Dynamic Type: layout at max size — no clipping or overlap\n"))
    }

    @Test func deviceTestsKeepTheChecklistOrder() {
        #expect(DeviceTest.allCases.sorted().first == .voiceOver)
        #expect(DeviceTest.allCases.count == 9)
        #expect(DeviceTest.captions.text == "Captions and Audio Descriptions: auto-enable")
    }

    @Test func findingsWithoutFixAreListedForReview() {
        let review = Finding(
            transformID: "icon-only-label", offset: 0, location: .init(line: 4, column: 2), message: "needs a label",
            fix: nil)
        let rendered = AccessibilitySummary(path: "a.swift", applied: [], needsReview: [review]).rendered()
        #expect(rendered == "**Needs manual review (not changed):**\n- needs a label (a.swift:4)\n")
    }
}

@Suite struct SummaryCommentTests {
    @Test func appendedBlockIsFoundAndReplaced() {
        let code = "let x = 1\n"
        let once = SummaryComment.append("**Accessibility applied:**\n- a\n", to: code, lineEnding: "\n")
        #expect(once == "let x = 1\n\n/* a11yfix: Accessibility Summary\n\n**Accessibility applied:**\n- a\n*/\n")
        let split = SummaryComment.split(once)
        #expect(split.code == code)
        #expect(split.block != nil)
        let twice = SummaryComment.append("**Accessibility applied:**\n- b\n", to: split.code, lineEnding: "\n")
        #expect(twice.components(separatedBy: SummaryComment.openingMarker).count == 2)
    }

    @Test func blockCannotCloseEarly() {
        let text = SummaryComment.append("a */ b /* c\n", to: "x\n", lineEnding: "\n")
        #expect(text.components(separatedBy: "*/").count == 2)
    }

    @Test func followsCRLF() {
        let text = SummaryComment.append("s\n", to: "x\r\n", lineEnding: "\r\n")
        #expect(text == "x\r\n\r\n/* a11yfix: Accessibility Summary\r\n\r\ns\r\n*/\r\n")
        #expect(SummaryComment.split(text).code == "x\r\n")
    }

    @Test func commentInTheMiddleIsNotOurs() {
        let text = "/* a11yfix: Accessibility Summary */\nlet x = 1\n"
        #expect(SummaryComment.split(text).block == nil)
    }
}

@Suite struct UnifiedDiffTests {
    @Test func printsHunksWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line 5\ninserted\n")
        #expect(
            UnifiedDiff.render(old: old, new: new, oldName: "a/f", newName: "b/f") == """
                --- a/f
                +++ b/f
                @@ -3,6 +3,7 @@
                 line 3
                 line 4
                 line 5
                +inserted
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func identicalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", oldName: "a", newName: "b").isEmpty)
    }

    @Test func marksAMissingFinalNewline() {
        let diff = UnifiedDiff.render(old: "a\nb", new: "a\nc", oldName: "a", newName: "b")
        #expect(
            diff
                == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
    }

    @Test func crlfLinesAreNotMistakenForMissingNewlines() {
        let diff = UnifiedDiff.render(old: "a\r\nb\r\n", new: "a\r\nc\r\n", oldName: "a", newName: "b")
        #expect(diff == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    @Test func farApartChangesMakeTwoHunks() {
        let old = (1...30).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nX\n").replacingOccurrences(of: "\n28\n", with: "\nY\n")
        #expect(
            UnifiedDiff.render(old: old, new: new, oldName: "a", newName: "b").components(separatedBy: "@@ -").count
                == 3)
    }
}
