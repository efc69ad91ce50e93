import A11yFixCore
import Testing

@Suite struct SuppressionTests {
    func directives(_ source: String) -> SuppressionDirectives {
        SuppressionDirectives(file: SourceFile(path: "x.swift", text: source))
    }

    @Test func nextLineCoversOnlyTheNextLine() {
        let d = directives("let a = 1\n// a11yfix:disable-next-line icon-only-label\nlet b = 2\nlet c = 3\n")
        #expect(d.suppresses("icon-only-label", onLine: 3))
        #expect(!d.suppresses("icon-only-label", onLine: 4))
        #expect(!d.suppresses("motion-gate", onLine: 3))
    }

    @Test func idsThatNoTransformHasAreListedWithTheirLines() {
        let source = """
            // a11yfix:disable-file
            let a = 1
            // a11yfix:disable-next-line motoin-gate icon-only-label
            let b = 2
            /* a11yfix:disable font-text-style,fnot-text-style */
            // a11yfix:enable zz-unknown, aa-unknown
            """
        #expect(
            directives(source).unknownIDs() == [
                UnknownSuppressionID(line: 3, id: "motoin-gate"), UnknownSuppressionID(line: 5, id: "fnot-text-style"),
                UnknownSuppressionID(line: 6, id: "aa-unknown"), UnknownSuppressionID(line: 6, id: "zz-unknown"),
            ])
        #expect(directives("// a11yfix:disable-next-line icon-only-label\nlet b = 2\n").unknownIDs().isEmpty)
    }

    @Test func regionsOpenAndClosePerTransform() {
        let source = """
            let a = 1
            // a11yfix:disable motion-gate, font-text-style
            let b = 2
            // a11yfix:enable font-text-style
            let c = 3
            /* a11yfix:enable */
            let d = 4
            """
        let d = directives(source)
        #expect(!d.suppresses("motion-gate", onLine: 1))
        #expect(d.suppresses("motion-gate", onLine: 3) && d.suppresses("font-text-style", onLine: 3))
        #expect(d.suppresses("motion-gate", onLine: 5) && !d.suppresses("font-text-style", onLine: 5))
        #expect(!d.suppresses("motion-gate", onLine: 7))
    }

    @Test func disableAllThenReenableOne() {
        let d = directives(
            "// x\nlet a = 1\n// a11yfix:disable\nlet b = 2\n// a11yfix:enable icon-only-label\nlet c = 3\n")
        #expect(d.suppresses("motion-gate", onLine: 4) && d.suppresses("icon-only-label", onLine: 4))
        #expect(d.suppresses("motion-gate", onLine: 6) && !d.suppresses("icon-only-label", onLine: 6))
    }

    @Test func disableFileOnlyCountsAtTheTop() {
        #expect(directives("// a11yfix:disable-file\nimport SwiftUI\n").suppresses("anything", onLine: 40))
        #expect(
            directives("// Header\n// a11yfix:disable-file motion-gate\nimport SwiftUI\n").suppresses(
                "motion-gate", onLine: 9))
        #expect(
            !directives("// a11yfix:disable-file motion-gate\nimport SwiftUI\n").suppresses(
                "icon-only-label", onLine: 9))
        #expect(
            !directives("import SwiftUI\n// a11yfix:disable-file\nlet a = 1\n").suppresses("icon-only-label", onLine: 3)
        )
    }

    @Test func otherCommentsAndStringsAreNotDirectives() {
        #expect(directives("let s = \"// a11yfix:disable\"\nlet a = 1\n").isEmpty)
        #expect(directives("// a11yfix: nothing to see\nlet a = 1\n").isEmpty)
    }

    @Test func engineCountsSuppressedFixesAndLeavesThemUnapplied() {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    // a11yfix:disable-next-line icon-only-label
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    Button(action: archive) { Image(systemName: "archivebox") }
                }
            }

            """
        guard case let .processed(report) = Engine().process(path: "V.swift", bytes: Array(source.utf8)) else {
            Issue.record("not processed")
            return
        }
        #expect(report.suppressed.map(\.location.line) == [5])
        #expect(report.applied.map(\.location.line) == [6])
        let output = String(decoding: report.output, as: UTF8.self)
        #expect(!output.contains("\"Share\""))
        #expect(output.contains(".accessibilityLabel(\"Archive\")"))
    }
}
