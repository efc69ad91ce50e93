import A11yFixCore
import A11yFixSyntax
import A11yFixTestSupport
import Testing

/// Fixes laid out as swift-format lays code out: under its configuration, trailing comments sit two
/// spaces after the code; and everywhere, a modifier goes on a chain the way its pretty printer indents it.
/// Writes `let x = <a long string> // [VERIFY]`, offering `let x = 2 // [VERIFY]` as its shorter form.
struct OffersAShorterForm: Transform {
    static let descriptor = TransformDescriptor(id: "test-shorter-form", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard !file.text.contains("[VERIFY]"), let one = file.text.range(of: "1") else { return [] }
        let offset = file.text.utf8.distance(from: file.text.startIndex, to: one.lowerBound)
        let long = "\"" + String(repeating: "a", count: 80) + "\" " + VerifyMarker.comment
        var fix = Fix(edits: [.replace(offset..<(offset + 1), with: long)], summary: "long", isInferred: true)
        fix.shorterForm = [
            Fix(
                edits: [.replace(offset..<(offset + 1), with: "2 " + VerifyMarker.comment)], summary: "short",
                isInferred: true)
        ]
        guard let token = file.tree.firstToken(viewMode: .sourceAccurate) else { return [] }
        return [file.finding(Self.self, at: token, message: "long", fix: fix)]
    }
}

@Suite struct SwiftFormatLayoutTests {
    let iconButton = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }

        """

    func run(_ source: String, twoSpaces: Bool, limit: Int? = nil, with transforms: [any Transform.Type]) -> String {
        var context = TransformContext(
            lineLength: limit.map { LineLengthLimit(columns: $0, source: "/project/.swift-format") })
        context.twoSpaceCommentsSource = twoSpaces ? "/project/.swift-format" : nil
        guard
            case let .processed(report) = Engine(transforms: transforms, context: context).process(
                path: "T.swift", bytes: Array(source.utf8))
        else {
            Issue.record("not processed")
            return ""
        }
        if case let .processed(again) = Engine(transforms: transforms, context: context).process(
            path: "T.swift", bytes: report.output)
        {
            #expect(!again.isChanged, "a second run changes the output")
        }
        return String(decoding: report.output, as: UTF8.self)
    }

    @Test func aMarkerAfterCodeGetsTwoSpacesUnderSwiftFormat() {
        #expect(
            run(iconButton, twoSpaces: true, with: [IconOnlyLabel.self]).contains(
                ".accessibilityLabel(\"Share\")  // [VERIFY] confirm label matches intent\n"))
        #expect(
            run(iconButton, twoSpaces: false, with: [IconOnlyLabel.self]).contains(
                ".accessibilityLabel(\"Share\") // [VERIFY] confirm label matches intent\n"))
        // An insertion right after the code of an existing line.
        #expect(
            run("let x = 1\n", twoSpaces: true, with: [MarksLetStatements.self])
                == "let x = 1  // [VERIFY] confirm label matches intent\n")
    }

    @Test func aMarkerMovedAboveItsLineTakesTheWiderGapWithIt() {
        let output = run(iconButton, twoSpaces: true, limit: 60, with: [IconOnlyLabel.self])
        #expect(
            output.contains(
                "        // [VERIFY] confirm label matches intent\n        .accessibilityLabel(\"Share\")\n"))
        #expect(!output.contains(" \n"), "no line ends in a space")
    }

    @Test func commentsOnTheirOwnLineAndSlashesInStringsStayAsWritten() {
        #expect(TrailingCommentSpacing.widened("    // [VERIFY] x\n    .a()") == "    // [VERIFY] x\n    .a()")
        #expect(TrailingCommentSpacing.widened(".label(\"a // b\")") == ".label(\"a // b\")")
        #expect(TrailingCommentSpacing.widened(".label(\"a // b\") // c") == ".label(\"a // b\")  // c")
        #expect(TrailingCommentSpacing.widened("x  // already two") == "x  // already two")
        #expect(TrailingCommentSpacing.widened(".a()\r\n.b() // c\r\n") == ".a()\r\n.b()  // c\r\n")
    }

    @Test func aModifierAfterALineOfClosersLinesUpAndAfterMoreCodeGoesOneLevelDeeper() {
        let source = """
            let a = Image("b").onTapGesture {
                x()
            }
            let b = Image(
                "a"
            ).onTapGesture { x() }

            """
        #expect(
            run(source, twoSpaces: false, with: [NamesImageAsImage.self]) == """
                let a = Image("b").onTapGesture {
                    x()
                }
                .accessibilityLabel("Picture")
                let b = Image(
                    "a"
                ).onTapGesture { x() }
                    .accessibilityLabel("Picture")

                """)
    }

    @Test func theShorterFormALongFixOffersGetsTheWiderGapToo() {
        #expect(
            run("let x = 1\n", twoSpaces: true, limit: 60, with: [OffersAShorterForm.self])
                == "let x = 2  // [VERIFY] confirm label matches intent\n")
    }
}
