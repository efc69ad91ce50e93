import A11yFixCore
import A11yFixSyntax
import A11yFixTestSupport
import SwiftSyntax
import Testing

/// Appends ` // [VERIFY] …` to the line of every `let` statement, as a label transform marks
/// what it guessed: for the cases no real transform writes (a marker after a multi-line string).
struct MarksLetStatements: Transform {
    static let descriptor = TransformDescriptor(id: "test-marks-lets", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard !file.text.contains("[VERIFY]") else { return [] }
        return file.tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.let) }.compactMap {
            token in
            guard let last = token.ancestor(CodeBlockItemSyntax.self)?.lastToken(viewMode: .sourceAccurate) else {
                return nil
            }
            let edit = TextEdit.insert(" " + VerifyMarker.comment, at: last.endPositionBeforeTrailingTrivia.utf8Offset)
            return file.finding(
                Self.self, at: token, message: "marked", fix: Fix(edits: [edit], summary: "marked", isInferred: true))
        }
    }
}

/// Appends ` /* checked */` to every `let` statement that has none: a fix without a marker.
struct AppendsCheckedComment: Transform {
    static let descriptor = TransformDescriptor(
        id: "test-appends-comment", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard !file.text.contains("/* checked */") else { return [] }
        return file.tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.let) }.compactMap {
            token in
            guard let last = token.ancestor(CodeBlockItemSyntax.self)?.lastToken(viewMode: .sourceAccurate) else {
                return nil
            }
            let edit = TextEdit.insert(" /* checked */", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
            return file.finding(
                Self.self, at: token, message: "checked", fix: Fix(edits: [edit], summary: "checked", isInferred: false)
            )
        }
    }
}

/// Renames `aVeryLongVariableNameForTesting` to `v`: a fix that shortens its line.
struct ShortensName: Transform {
    static let descriptor = TransformDescriptor(id: "test-shortens-name", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        file.tree.tokens(viewMode: .sourceAccurate).filter {
            $0.tokenKind == .identifier("aVeryLongVariableNameForTesting")
        }.map {
            let range = $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
            return file.finding(
                Self.self, at: $0, message: "rename",
                fix: Fix(edits: [.replace(range, with: "v")], summary: "renamed", isInferred: false))
        }
    }
}

/// The engine keeps fixes within the project's line length: it moves `[VERIFY]` markers, wraps
/// argument lists as the file does, and reports what cannot fit.
@Suite struct LineFitterTests {
    func run(_ source: String, limit: Int?, with transforms: [any Transform.Type]) -> FileReport? {
        let context = TransformContext(
            lineLength: limit.map { LineLengthLimit(columns: $0, source: "/project/.swiftlint.yml") })
        guard
            case let .processed(report) = Engine(transforms: transforms, context: context).process(
                path: "T.swift", bytes: Array(source.utf8))
        else {
            Issue.record("not processed")
            return nil
        }
        // Settled: a second run over the output changes nothing.
        if case let .processed(again) = Engine(transforms: transforms, context: context).process(
            path: "T.swift", bytes: report.output)
        {
            #expect(!again.isChanged, "a second run changes \(String(decoding: report.output, as: UTF8.self))")
        }
        return report
    }

    func output(_ report: FileReport?) -> String { report.map { String(decoding: $0.output, as: UTF8.self) } ?? "" }

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

    @Test func theMarkerMovesAboveTheLineItMarks() {
        let report = run(iconButton, limit: 60, with: [IconOnlyLabel.self])
        #expect(
            output(report)
                == iconButton.replacingOccurrences(
                    of: "        }\n    }\n}",
                    with: """
                                }
                                // [VERIFY] confirm label matches intent
                                .accessibilityLabel("Share")
                            }
                        }
                        """))
        #expect(report?.applied.first?.fix?.layout == .markerMoved)
        // Without a limit, or with room for it, the marker stays at the end of the line.
        for limit in [nil, 120] {
            #expect(
                output(run(iconButton, limit: limit, with: [IconOnlyLabel.self])).contains(
                    "\"Share\") // [VERIFY] confirm label matches intent"))
        }
    }

    @Test func theMarkerKeepsTheFilesLineEndingsAndIndentation() {
        let source = iconButton.replacingOccurrences(of: "    ", with: "\t").replacingOccurrences(
            of: "\n", with: "\r\n")
        let result = output(run(source, limit: 50, with: [IconOnlyLabel.self]))
        #expect(
            result.contains(
                "\t\t}\r\n\t\t// [VERIFY] confirm label matches intent\r\n\t\t.accessibilityLabel(\"Share\")\r\n"),
            "\(result.debugDescription)")
    }

    @Test func aViewChainBreaksBeforeTheModifierTheFixWroteIn() {
        let words = String(repeating: "word ", count: 16)
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("\(words)").font(.system(size: 14)).foregroundStyle(.secondary)
                }
            }

            """
        // The line is over the limit already and may not grow: `.font(…)` and what follows go
        // onto a line of their own, within the limit; the `Text` line only gets shorter.
        let report = run(source, limit: 110, with: [FontTextStyle.self])
        let result = output(report)
        #expect(result.contains("        Text(\"\(words)\")\n            .font("), "\(result)")
        #expect(result.contains(".foregroundStyle(.secondary)\n"))
        #expect(report?.applied.count == 1)
        // Where even the line split off would be too long, the fix is reported.
        let narrow = run(source, limit: 40, with: [FontTextStyle.self])
        #expect(narrow?.applied.isEmpty == true)
        #expect(output(narrow) == source)
    }

    @Test func anAttributeTheFixWroteGoesOnTheLineAboveItsDeclaration() {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Hi").font(.system(size: 14, weight: .semibold))
                }
            }

            """
        // `@ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 14` is
        // 89 columns; split after the attribute, each line is within 80.
        let report = run(source, limit: 80, with: [FontTextStyle.self])
        let result = output(report)
        #expect(
            result.contains(
                "    @ScaledMetric(relativeTo: .subheadline)\n    private var subheadlineFontSize: CGFloat = 14\n"),
            "\(result)")
        #expect(report?.applied.count == 1)
        // Where even the split declaration is too long, the fix is reported.
        let narrow = run(source, limit: 44, with: [FontTextStyle.self])
        #expect(narrow?.applied.isEmpty == true)
        #expect(output(narrow) == source)
    }

    @Test func anArgumentListWrapsOneArgumentPerLine() {
        let source = """
            import UIKit
            final class C: UIViewController {
                override func viewDidLoad() {
                    UIView.animate(withDuration: 0.3, delay: 0, options: []) { self.view.center.y += 10 }
                }
            }

            """
        let report = run(source, limit: 80, with: [MotionGateUIKit.self])
        #expect(
            output(report)
                == source.replacingOccurrences(
                    of: "UIView.animate(withDuration: 0.3, delay: 0, options: [])",
                    with: """
                        UIView.animate(
                                    withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3,
                                    delay: 0,
                                    options: []
                                )
                        """))
        #expect(report?.applied.first?.fix?.layout == .wrapped)
    }

    @Test func aOneLineClosureTheFixWroteGetsItsBodyOnALineOfItsOwn() {
        let source = """
            import UIKit
            final class SummaryView: UIView {
                let sectionLabel = UILabel()
                func configure() {
                    sectionLabel.font = UIFont(name: "AvenirNext-DemiBold", size: 20)
                }
            }

            """
        let result = output(run(source, limit: 120, with: [FontUIKitScaled.self]))
        #expect(
            result.contains(
                """
                        sectionLabel.font = UIFont(name: "AvenirNext-DemiBold", size: 20).map {
                            UIFontMetrics(forTextStyle: .title3).scaledFont(for: $0)
                        }

                """), "\(result)")
    }

    @Test func aTernaryTheFixWroteGetsItsBranchesOnLinesOfTheirOwn() {
        let source = """
            import SwiftUI
            struct Toast: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var shown = false
                var body: some View {
                    if shown {
                        Text("Saved")
                            .transition(
                                .asymmetric(insertion: .move(edge: .top), removal: .move(edge: .bottom))
                                .combined(with: .opacity)
                            )
                    }
                }
            }

            """
        let report = run(source, limit: 100, with: [MotionGate.self])
        let wrapped = [
            "                .transition(",
            "                    reduceMotion",
            "                        ? .opacity",
            "                        : .asymmetric(insertion: .move(edge: .top), removal: .move(edge: .bottom))",
            "                            .combined(with: .opacity)",
            "                )",
        ].joined(separator: "\n")
        #expect(output(report).contains(wrapped), "\(output(report))")
        #expect(report?.applied.first?.fix?.layout == .wrapped)
    }

    @Test func aStatementTheFixMovesIntoAnIfGetsItsArgumentsWrapped() {
        let source = """
            import SwiftUI
            struct Spinner: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var angle = 0.0
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(angle))
                        .onAppear {
                            withAnimation(Animation.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                                angle = 360
                            }
                            print("spinning")
                        }
                }
            }

            """
        let report = run(source, limit: 100, with: [MotionGate.self])
        let wrapped = [
            "                if !reduceMotion {",
            "                    withAnimation(",
            "                        Animation.linear(duration: 1.5).repeatForever(autoreverses: false)",
            "                    ) {",
            "                        angle = 360",
            "                    }",
            "                }",
        ].joined(separator: "\n")
        #expect(output(report).contains(wrapped), "\(output(report))")
    }

    @Test func aFileThatAlignsArgumentsGetsThemAligned() {
        let source = """
            import UIKit
            final class C: UIViewController {
                override func viewDidLoad() {
                    view.layer.shadowOffset = CGSize(width: 0,
                                                     height: 1)
                    UIView.animate(withDuration: 0.3, delay: 0, options: []) { self.view.center.y += 10 }
                }
            }

            """
        let result = output(run(source, limit: 90, with: [MotionGateUIKit.self]))
        #expect(
            result.contains(
                """
                        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3,
                                       delay: 0,
                                       options: []) { self.view.center.y += 10 }
                """), "\(result)")
    }

    @Test func aFixThatCannotFitIsReportedInstead() {
        let report = run(iconButton, limit: 40, with: [IconOnlyLabel.self])
        #expect(report?.isChanged == false)
        #expect(report?.applied.isEmpty == true)
        #expect(report?.needsReview.count == 1)
        #expect(report?.needsReview.first?.notApplied == .lineLength)
        #expect(
            report?.needsReview.first?.message.hasSuffix(
                "(not applied: the fix would make line 6 longer than the project's 40-column limit (.swiftlint.yml))")
                == true,
            "\(report?.needsReview.first?.message ?? "")")
    }

    @Test func anAlreadyLongLineMayStayAsLongButNotGrow() {
        // 49 columns before the fix, over the limit of 40: the marker moves, the line keeps its length.
        let source = "let title = \"A title that is long already\" + x\n"
        let report = run(source, limit: 40, with: [MarksLetStatements.self])
        #expect(
            output(report)
                == "// [VERIFY] confirm label matches intent\nlet title = \"A title that is long already\" + x\n")
        // With no room for the marker line either, nothing is made.
        let deeper = run(
            "func f() {\n" + String(repeating: " ", count: 8) + source + "}\n", limit: 40,
            with: [MarksLetStatements.self])
        #expect(deeper?.isChanged == false)
        #expect(deeper?.needsReview.first?.notApplied == .lineLength)
    }

    @Test func theMarkerGoesAboveTheSuppressionsOfItsLine() {
        // The directive keeps speaking of the line it stands above.
        let source = "// a11yfix:disable-next-line motion-gate\nlet title = \"A title that is long already\" + x\n"
        #expect(
            output(run(source, limit: 40, with: [MarksLetStatements.self]))
                == "// [VERIFY] confirm label matches intent\n" + source)
    }

    @Test func aFixThatFitsOnceAnotherShortenedItsLineIsMadeNotReported() {
        // 39 columns: the comment would make 53 of 40, until the name is shortened.
        let report = run(
            "let aVeryLongVariableNameForTesting = 1\n", limit: 40,
            with: [AppendsCheckedComment.self, ShortensName.self])
        #expect(output(report) == "let v = 1 /* checked */\n")
        #expect(report?.applied.map(\.transformID).sorted() == ["test-appends-comment", "test-shortens-name"])
        #expect(report?.needsReview.isEmpty == true, "\(report?.needsReview.map(\.message) ?? [])")
    }

    @Test func noLineGoesIntoAMultiLineString() {
        let source = "let text = \"\"\"\n    words\n    \"\"\"\n"
        let report = run(source, limit: 20, with: [MarksLetStatements.self])
        #expect(report?.isChanged == false)
        #expect(
            report?.needsReview.first?.message.contains("would make line 3 longer") == true,
            "\(report?.needsReview.first?.message ?? "")")
    }

    /// Every transform example under a tight limit: still processed, settled in one run, and no
    /// line the fixes wrote is longer than the limit unless the input had one as long. One case
    /// per example, so they run in parallel.
    @Test(arguments: Fixture.all())
    func everyExampleKeepsATightLimit(_ fixture: Fixture) throws {
        let limit = LineLengthLimit(columns: 60, source: ".swiftlint.yml")
        guard let transform = TransformRegistry.transform(withID: fixture.transformID) else { return }
        var context = try fixture.context()
        context.lineLength = limit
        let engine = Engine(transforms: [transform], context: context)
        let input = try PackagePaths.read(fixture.input)
        guard case let .processed(report) = engine.process(path: fixture.name, bytes: Array(input.utf8)) else {
            Issue.record("\(fixture): not processed")
            return
        }
        // An unchanged run would only be repeated on the same bytes.
        if report.isChanged, case let .processed(again) = engine.process(path: fixture.name, bytes: report.output) {
            #expect(!again.isChanged, "\(fixture): a second run changes it")
        }
        // By `isNewline`: "\r\n" is one Character, which splitting on "\n" would not cut.
        let inputLines = Set(
            input.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init))
        let longestInput = inputLines.map { limit.width(of: $0) }.max() ?? 0
        var problems: [String] = []
        for line in String(decoding: report.output, as: UTF8.self).split(whereSeparator: \.isNewline)
        where !inputLines.contains(String(line)) {
            let width = limit.width(of: line)
            if width > limit.columns, width > longestInput { problems.append("\(width) columns: \(line)") }
        }
        #expect(problems.isEmpty, "\(fixture): \(problems.joined(separator: "\n"))")
    }

    @Test func widthsCountCharactersAndTabs() {
        let limit = LineLengthLimit(columns: 10, source: ".editorconfig", tabWidth: 2)
        #expect(limit.width(of: "\t👍🏽é") == 4)
        #expect(limit.width(ofUTF8: Array("\t👍🏽e\u{301}".utf8)) == 4)
        #expect(limit.width(ofUTF8: Array("plain".utf8)) == 5)
    }
}
