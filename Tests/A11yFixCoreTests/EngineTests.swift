import A11yFixCore
import A11yFixSyntax
import A11yFixTestSupport
import SwiftSyntax
import Testing

/// Renames identifier `a` to `b`. Used to force a conflict with `IncrementLiteralSum`.
struct RenameA: Transform {
    static let descriptor = TransformDescriptor(id: "test-rename-a", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        file.tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier("a") }.map { token in
            let range =
                token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            return file.finding(
                Self.self, at: token, message: "rename",
                fix: Fix(edits: [.replace(range, with: "b")], summary: "renamed a", isInferred: false))
        }
    }
}

/// Rewrites `<identifier> + 1` to `<identifier> + 2` as one replacement of the whole expression.
struct IncrementLiteralSum: Transform {
    static let descriptor = TransformDescriptor(id: "test-increment", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        file.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Finding? in
            guard token.tokenKind == .integerLiteral("1"), let plus = token.previousToken(viewMode: .sourceAccurate),
                plus.tokenKind == .binaryOperator("+"), let name = plus.previousToken(viewMode: .sourceAccurate),
                case .identifier(let text) = name.tokenKind
            else { return nil }
            let range =
                name.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            return file.finding(
                Self.self, at: name, message: "increment",
                fix: Fix(edits: [.replace(range, with: "\(text) + 2")], summary: "incremented", isInferred: false))
        }
    }
}

/// A broken transform: inserts an unbalanced parenthesis.
struct BreakSyntax: Transform {
    static let descriptor = TransformDescriptor(id: "test-break", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard let token = file.tree.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .keyword(.let) }),
            !file.text.contains("((")
        else { return [] }
        return [
            file.finding(
                Self.self, at: token, message: "break",
                fix: Fix(
                    edits: [.insert("((", at: token.positionAfterSkippingLeadingTrivia.utf8Offset)], summary: "broke",
                    isInferred: false))
        ]
    }
}

/// Names every unlabelled `Image(…)` with `phrase`, as a label transform would (its descriptor's
/// `namingRank` decides ownership, not its id).
protocol NamesImages: Transform { static var phrase: String { get } }
extension NamesImages {
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        file.functionCalls.compactMap { call -> Finding? in
            guard call.calleeName == "Image" else { return nil }
            let chain = ModifierChain(startingAt: call)
            guard !chain.hasAccessibilityLabel,
                let edit = ModifierInsertion.edit(
                    appending: ".accessibilityLabel(\"\(Self.phrase)\")", to: chain, in: file)
            else { return nil }
            return file.finding(
                Self.self, at: call, message: "label",
                fix: Fix(edits: [edit], summary: Self.phrase, isInferred: true, namedElement: chain.element))
        }
    }
}
struct NamesImageAsImage: NamesImages {
    static let descriptor = TransformDescriptor(
        id: "test-names-image", summary: "", frameworks: [], deviceTests: [], namingRank: 2)
    static let phrase = "Picture"
}
struct NamesImageAsTapTarget: NamesImages {
    static let descriptor = TransformDescriptor(
        id: "test-names-tap", summary: "", frameworks: [], deviceTests: [], namingRank: 1)
    static let phrase = "Open"
}
/// Names images too, with no rank: it yields to every transform that has one.
struct NamesImageUnranked: NamesImages {
    static let descriptor = TransformDescriptor(id: "image-label", summary: "", frameworks: [], deviceTests: [])
    static let phrase = "Unranked"
}

@Suite struct EngineTests {
    func run(_ source: String, with transforms: [any Transform.Type] = TransformRegistry.defaults) -> FileOutcome {
        Engine(transforms: transforms).process(path: "Test.swift", bytes: Array(source.utf8))
    }

    func output(_ source: String, with transforms: [any Transform.Type] = TransformRegistry.defaults) throws -> String {
        guard case let .processed(report) = run(source, with: transforms) else {
            Issue.record("expected the file to be processed")
            return ""
        }
        return String(decoding: report.output, as: UTF8.self)
    }

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

    /// Two transforms naming one element: the owner's label is written, the other steps aside
    /// (it waits a pass, then sees the label), whatever order the transforms run in.
    @Test func anElementGetsOneLabelFromItsOwner() throws {
        let source = "import SwiftUI\nlet v = Image(\"x\")\n    .onTapGesture { open() }\n"
        for order in [
            [NamesImageAsImage.self, NamesImageAsTapTarget.self], [NamesImageAsTapTarget.self, NamesImageAsImage.self],
        ] as [[any Transform.Type]] {
            let result = try output(source, with: order)
            #expect(result.components(separatedBy: "accessibilityLabel").count == 2, "\(result)")
            #expect(result.contains(".accessibilityLabel(\"Open\")"))
        }
    }

    /// A transform without a `namingRank` waits for one with a rank, even under an owner's id.
    @Test func anUnrankedTransformYieldsToARankedOne() throws {
        let source = "import SwiftUI\nlet v = Image(\"x\")\n"
        let orders: [[any Transform.Type]] = [
            [NamesImageUnranked.self, NamesImageAsImage.self], [NamesImageAsImage.self, NamesImageUnranked.self],
        ]
        for order in orders {
            let result = try output(source, with: order)
            #expect(result.components(separatedBy: "accessibilityLabel").count == 2, "\(result)")
            #expect(result.contains(".accessibilityLabel(\"Picture\")"), "\(result)")
        }
    }

    @Test func conflictingFixIsAppliedInASecondPass() throws {
        let outcome = run("let a = 0\nlet c = a + 1\n", with: [RenameA.self, IncrementLiteralSum.self])
        guard case let .processed(report) = outcome else {
            Issue.record("not processed")
            return
        }
        #expect(String(decoding: report.output, as: UTF8.self) == "let b = 0\nlet c = b + 2\n")
        #expect(report.applied.map(\.transformID).sorted() == ["test-increment", "test-rename-a", "test-rename-a"])
        // The second-pass fix is reported at its place in the input.
        #expect(report.applied.first { $0.transformID == "test-increment" }?.location.line == 2)
    }

    @Test func reportOnlyTransformsReportWithoutFixing() {
        let outcome = Engine(transforms: [], reportOnly: [RenameA.self]).process(
            path: "T.swift", bytes: Array("let a = 1\n".utf8))
        guard case let .processed(report) = outcome else {
            Issue.record("not processed")
            return
        }
        #expect(!report.isChanged)
        #expect(report.applied.isEmpty)
        #expect(
            report.needsReview.map(\.message) == [
                "rename (not applied: test-rename-a is opt-in; enable it with --enable test-rename-a)"
            ])
    }

    @Test func reportOnlyRunsLeaveSuggestionsOut() {
        // Off, font-custom-relative reports the font that never scales and says nothing of the
        // one that scales along .body already.
        let source = """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("Fixed").font(.custom("Menlo", fixedSize: 10))
                        Text("Scales").font(.custom("Avenir Next", size: 28))
                    }
                }
            }

            """
        let outcome = Engine(transforms: [], reportOnly: [FontCustomRelative.self]).process(
            path: "Badge.swift", bytes: Array(source.utf8))
        guard case let .processed(report) = outcome else {
            Issue.record("not processed")
            return
        }
        #expect(!report.isChanged)
        #expect(report.needsReview.map(\.location.line) == [6])
        #expect(
            report.needsReview.first?.message.hasSuffix(
                "(not applied: font-custom-relative is opt-in; enable it with --enable font-custom-relative)") == true)
    }

    /// Moving a working `UIAccessibility.post` to `AccessibilityNotification` is reported when off only
    /// where the target has the new API; below it the move needs an `if #available` pair: no problem.
    @Test(arguments: [(17, [5]), (16, [])])
    func reportedModernizationFollowsTheTarget(ios: Int, lines: [Int]) {
        let source = """
            import SwiftUI

            struct Saved: View {
                var body: some View {
                    Button("Save") { UIAccessibility.post(notification: .announcement, argument: "Saved") }
                }
            }

            """
        var context = TransformContext()
        context.targets.targets[.iOS] = DeploymentTargets.Target(version: OSVersion(ios), source: "test")
        context.targets.platforms = [.iOS]
        let outcome = Engine(transforms: [], reportOnly: [AnnouncementModernize.self], context: context).process(
            path: "Saved.swift", bytes: Array(source.utf8))
        guard case let .processed(report) = outcome else {
            Issue.record("not processed")
            return
        }
        #expect(report.needsReview.map(\.location.line) == lines)
    }

    @Test func fixThatBreaksSyntaxIsRefused() {
        guard case let .failed(failure) = run("let x = 1\n", with: [BreakSyntax.self]) else {
            Issue.record("expected failure")
            return
        }
        #expect(failure == .fixBrokeSyntax(path: "Test.swift", line: 1, transforms: ["test-break"]))
    }

    @Test func unparsableInputIsLeftAlone() {
        guard case let .failed(failure) = run("import SwiftUI\n\nstruct V {\n    var x = (\n}\n") else {
            Issue.record("expected failure")
            return
        }
        #expect(failure.message.hasPrefix("Test.swift:"))
        // The place and the reason: the parenthesis opens an expression that never comes.
        #expect(failure.message == "Test.swift:4:14: does not parse (expected an expression); left unchanged")
    }

    /// swift-syntax's debug builds stop at 20 levels of nesting; the tool parses with the release limit in any build,
    /// so `swift run a11yfix` and an installed binary agree on deeply nested code.
    @Test func deeplyNestedCodeParsesInEveryBuild() throws {
        let depth = 40
        var source = "import SwiftUI\nfunc f() {\n"
        for level in 0..<depth { source += String(repeating: " ", count: level) + "if true {\n" }
        source += "_ = 1\n" + String(repeating: "}\n", count: depth) + "}\n"
        let text = source
        let outcome = OutcomeBox()
        DeepStackThreads.run(count: 1) { _ in
            outcome.value = Engine(transforms: [IncrementLiteralSum.self]).process(
                path: "Test.swift", bytes: Array(text.utf8))
        }
        guard case let .processed(report) = outcome.value else {
            Issue.record("expected the nested file to be processed, got \(String(describing: outcome.value))")
            return
        }
        #expect(String(decoding: report.output, as: UTF8.self) == source)
    }

    private final class OutcomeBox: @unchecked Sendable { var value: FileOutcome? }

    @Test func theFirstSyntaxErrorIsDescribedWithWhatWasExpected() {
        func described(_ source: String) -> String? {
            SyntaxErrorDescription.first(in: SourceFile(path: "A.swift", text: source).tree)?.message
        }
        #expect(described("let x = [1, 2]\n") == nil)
        #expect(described("let a = [1, 2]]\n") == "unexpected code ']'")
        #expect(described("func f(a: Int {\n}\n") == "expected ')'")
        #expect(described("struct {\n}\n") == "expected a name")
        #expect(described("let s = “quoted”\n") == "unicode curly quote in '“quoted”'")
    }

    @Test func nonUTF8InputIsRefused() {
        let outcome = Engine().process(
            path: "Bad.swift", bytes: Array("let s = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        guard case let .failed(failure) = outcome else {
            Issue.record("expected failure")
            return
        }
        #expect(failure == .notUTF8(path: "Bad.swift"))
        #expect(failure.message == "Bad.swift: not valid UTF-8; left unchanged")
    }

    @Test func crlfLineEndingsAreKept() throws {
        let result = try output(iconButton.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(
            result.contains("}\r\n        .accessibilityLabel(\"Share\") // [VERIFY] confirm label matches intent\r\n"))
        #expect(!result.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func byteOrderMarkIsKept() throws {
        let result = try output("\u{FEFF}" + iconButton)
        #expect(result.hasPrefix("\u{FEFF}import SwiftUI"))
        #expect(result.contains(".accessibilityLabel(\"Share\")"))
    }

    @Test func tabIndentationIsFollowed() throws {
        let source =
            "import SwiftUI\nstruct V: View {\n\tvar body: some View {\n\t\tButton(action: archive) { Image(systemName: \"archivebox\") }\n\t}\n}\n"
        let result = try output(source)
        #expect(
            result.contains(
                "Button(action: archive) { Image(systemName: \"archivebox\") }\n\t\t\t.accessibilityLabel(\"Archive\")")
        )
    }

    @Test func twoSpaceIndentationIsFollowed() throws {
        let source =
            "import SwiftUI\nstruct V: View {\n  var body: some View {\n    Button(action: archive) { Image(systemName: \"archivebox\") }\n  }\n}\n"
        #expect(try output(source).contains("\n      .accessibilityLabel(\"Archive\")"))
    }

    @Test func missingFinalNewlineStaysMissing() throws {
        let source = String(iconButton.dropLast())
        let result = try output(source)
        #expect(result.hasSuffix("}\n}"))
        #expect(result.contains(".accessibilityLabel(\"Share\")"))
    }

    @Test func trailingWhitespaceIsKept() throws {
        let source = iconButton.replacingOccurrences(of: "struct V: View {\n", with: "struct V: View {   \n")
        #expect(try output(source).contains("struct V: View {   \n"))
    }

    @Test func bytesOutsideTheEditAreUnchanged() throws {
        let result = try output(iconButton)
        let inserted = "\n        .accessibilityLabel(\"Share\") // [VERIFY] confirm label matches intent"
        #expect(result.replacingOccurrences(of: inserted, with: "") == iconButton)
    }

    @Test func secondRunChangesNothing() throws {
        let once = try output(iconButton)
        #expect(try output(once) == once)
    }

    @Test func unchangedFileKeepsItsBytes() throws {
        let source = "// nothing to do\r\nlet x = 1  \n\tlet y = 2"
        #expect(try output(source) == source)
    }
}

@Suite struct SourceFileTests {
    @Test(arguments: [
        ("a\n  b\n    c\n  d\n", "  "),
        ("a\n    b\n        c\n", "    "),
        ("a\n\tb\n\t\tc\n", "\t"),
        ("no indentation at all\n", "    "),
        ("/**\n * doc\n */\na\n  b\n", "  "),
    ])
    func indentUnitIsInferred(source: String, unit: String) {
        #expect(SourceFile(path: "x", text: source).indentUnit == unit)
    }

    /// A memo is computed once, also when its value is an Optional: a missing entry is no stored nil.
    @Test func optionalMemosAreComputedOnce() {
        let file = SourceFile(path: "x", text: "a\n")
        var calls = 0
        let first: Int? = file.memoized("answer") {
            calls += 1
            return 42
        }
        let second: Int? = file.memoized("answer") {
            calls += 1
            return 0
        }
        let none: Int? = file.memoized("nothing") { nil }
        #expect(first == 42 && second == 42 && none == nil && calls == 1)
    }

    @Test func lineEndingIsDetected() {
        #expect(SourceFile(path: "x", text: "a\r\nb\n").lineEnding == "\r\n")
        #expect(SourceFile(path: "x", text: "a\nb\r\n").lineEnding == "\n")
        #expect(SourceFile(path: "x", text: "a").lineEnding == "\n")
    }

    @Test func locationsAreOneBasedUTF8() {
        let file = SourceFile(path: "x", text: "é\r\nab")
        #expect(file.location(of: 0) == SourceFile.Location(line: 1, column: 1))
        #expect(file.location(of: 5) == SourceFile.Location(line: 2, column: 2))
    }
}

/// The result cache's binary form: exact round trips, and any damage is an error, never a result.
@Suite struct OutcomeCodecTests {
    let input = Array(
        """
        import SwiftUI

        struct Bar: View {
            var body: some View {
                Button(action: share) { Image(systemName: "square.and.arrow.up") }
                Text(verbatim: "ü").font(.system(size: 17))
            }
        }

        """.utf8)

    @Test func aProcessedFileRoundTripsExactly() throws {
        guard case let .processed(report) = Engine().process(path: "Bar.swift", bytes: input) else {
            Issue.record("not processed")
            return
        }
        #expect(report.isChanged && !report.applied.isEmpty)
        let encoded = try #require(OutcomeCodec.encode(.processed(report), input: input))
        guard case let .processed(decoded) = try OutcomeCodec.decode(encoded, path: "Other.swift", input: input) else {
            Issue.record("kind")
            return
        }
        #expect(decoded.path == "Other.swift")
        #expect(decoded.output == report.output)
        #expect(decoded.applied == report.applied)
        #expect(decoded.needsReview == report.needsReview)
        #expect(decoded.suppressed == report.suppressed)
        #expect(decoded.verifications == report.verifications)
    }

    /// Findings carry their end since format 6: an entry written before is a miss, never
    /// findings without an end.
    @Test func entriesOfTheFormerFormatAreNotRead() throws {
        guard case let .processed(report) = Engine().process(path: "Bar.swift", bytes: input) else {
            Issue.record("not processed")
            return
        }
        #expect(report.applied.allSatisfy { $0.endOffset > $0.offset })
        let encoded = try #require(OutcomeCodec.encode(.processed(report), input: input))
        let magic = Array("a11yfix-result 9\n".utf8)
        #expect(encoded.starts(with: magic))
        let former = Array("a11yfix-result 8\n".utf8) + encoded.dropFirst(magic.count)
        #expect(throws: OutcomeCodec.Malformed.self) { try OutcomeCodec.decode(former, path: "a", input: input) }
    }

    @Test func failuresThatDependOnTheBytesRoundTripOthersAreNotCached() throws {
        let failures: [FileFailure] = [
            .notUTF8(path: "a"),
            .doesNotParse(path: "a", line: 7, column: 3, reason: "expected ')'"),
            .fixBrokeSyntax(path: "a", line: 3, transforms: ["x", "y"]),
        ]
        for failure in failures {
            let encoded = try #require(OutcomeCodec.encode(.failed(failure), input: input))
            guard case let .failed(decoded) = try OutcomeCodec.decode(encoded, path: "a", input: input) else {
                Issue.record("kind")
                continue
            }
            #expect(decoded == failure)
        }
        #expect(OutcomeCodec.encode(.failed(.unreadable(path: "a", reason: "gone")), input: input) == nil)
        #expect(OutcomeCodec.encode(.failed(.writeFailed(path: "a", reason: "read-only")), input: input) == nil)
    }

    @Test func everyTruncationAndEveryFlippedByteIsRejected() throws {
        guard case let .processed(report) = Engine().process(path: "Bar.swift", bytes: input) else {
            Issue.record("not processed")
            return
        }
        let encoded = try #require(OutcomeCodec.encode(.processed(report), input: input))
        for length in 0..<encoded.count {
            #expect(throws: OutcomeCodec.Malformed.self) {
                try OutcomeCodec.decode(Array(encoded.prefix(length)), path: "a", input: input)
            }
        }
        for index in encoded.indices {
            var damaged = encoded
            damaged[index] ^= 0x01
            #expect(throws: OutcomeCodec.Malformed.self) { try OutcomeCodec.decode(damaged, path: "a", input: input) }
        }
    }
}

/// The engine re-parses fixed text incrementally; that must give exactly the tree a full parse
/// gives, or a parse error could slip through the verification.
@Suite struct IncrementalReparseTests {
    /// Every node's kind and byte range, in walk order.
    final class Recorder: SyntaxAnyVisitor {
        var nodes: [String] = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            nodes.append("\(node.kind) \(node.position.utf8Offset)+\(node.totalLength.utf8Length)")
            return .visitChildren
        }
    }

    static func shape(of tree: SourceFileSyntax) -> [String] {
        let recorder = Recorder(viewMode: .all)
        recorder.walk(tree)
        return recorder.nodes
    }

    @Test func everyExampleInputReparsesToTheTreeAFullParseGives() throws {
        var checked = 0
        for fixture in Fixture.all() {
            let file = SourceFile(path: fixture.input.path, bytes: Array(try PackagePaths.read(fixture.input).utf8))
            let fixes = Engine(transforms: TransformRegistry.all).findings(in: file).compactMap(\.fix)
            guard !fixes.isEmpty, let result = try? EditApplier.apply(fixes.map(\.edits), to: file.bytes) else {
                continue
            }
            let incremental = SourceFile(path: file.path, bytes: result.bytes, editing: file, with: result.appliedEdits)
            let full = SourceFile(path: file.path, bytes: result.bytes)
            #expect(incremental.tree.hasError == full.tree.hasError, "\(fixture)")
            #expect(Self.shape(of: incremental.tree) == Self.shape(of: full.tree), "\(fixture)")
            checked += 1
        }
        #expect(checked > 400)
    }
}
