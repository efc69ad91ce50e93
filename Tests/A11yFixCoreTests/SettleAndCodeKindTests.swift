import A11yFixCore
import SwiftSyntax
import Testing

/// Marks each `// todo` comment line by inserting `mark()` before it: a first transform of a chain.
struct MarkTodo: Transform {
    static let descriptor = TransformDescriptor(id: "test-mark-todo", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("// todo"), !file.containsText("mark(") else { return [] }
        let offset = file.text.utf8.count
        let token = file.tree.lastToken(viewMode: .sourceAccurate)!
        return [
            file.finding(
                Self.self, at: token, message: "mark",
                fix: Fix(edits: [.insert("\nmark()\n", at: offset)], summary: "marked", isInferred: false))
        ]
    }
}

/// Applies only once `mark()` exists: rewrites it to `mark(done: true)`. Needs MarkTodo's output.
struct CompleteMark: Transform {
    static let descriptor = TransformDescriptor(id: "test-complete-mark", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        file.functionCalls.filter { $0.calledExpression.trimmedDescription == "mark" && $0.arguments.isEmpty }.map {
            call in
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            return file.finding(
                Self.self, at: call, message: "complete",
                fix: Fix(edits: [.replace(range, with: "mark(done: true)")], summary: "completed", isInferred: false))
        }
    }
}

/// Never satisfied: appends a line on every pass.
struct AlwaysAppend: Transform {
    static let descriptor = TransformDescriptor(id: "test-always-append", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        let token = file.tree.lastToken(viewMode: .sourceAccurate)!
        return [
            file.finding(
                Self.self, at: token, message: "append",
                fix: Fix(
                    edits: [.insert("\nlet x = 1\n", at: file.bytes.count)], summary: "appended", isInferred: false))
        ]
    }
}

/// Reports every `let`, without a fix.
struct ReportLets: Transform {
    static let descriptor = TransformDescriptor(id: "test-report-lets", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        file.variableDecls.map { file.finding(Self.self, at: $0, message: "a let", fix: nil) }
    }
}

@Suite struct SettleTests {
    @Test func aFixThatEnablesAnotherTransformSettlesInOneRun() throws {
        let engine = Engine(transforms: [MarkTodo.self, CompleteMark.self])
        guard case let .processed(report) = engine.process(path: "A.swift", bytes: Array("// todo\nlet a = 1\n".utf8))
        else {
            Issue.record("expected the file to be processed")
            return
        }
        let output = String(decoding: report.output, as: UTF8.self)
        #expect(output == "// todo\nlet a = 1\n\nmark(done: true)\n")
        #expect(Set(report.applied.map(\.transformID)) == ["test-mark-todo", "test-complete-mark"])
        // A second run over the output changes nothing.
        guard case let .processed(again) = engine.process(path: "A.swift", bytes: report.output) else {
            Issue.record("expected the output to be processed")
            return
        }
        #expect(again.applied.isEmpty && again.output == report.output)
    }

    @Test func aFileThatDoesNotSettleIsReportedAndNotWrittenHalfWay() {
        let outcome = Engine(transforms: [AlwaysAppend.self], maximumPasses: 3).process(
            path: "A.swift", bytes: Array("let a = 1\n".utf8))
        guard case let .failed(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure == .doesNotSettle(path: "A.swift", passes: 3, transforms: ["test-always-append"]))
        #expect(failure.message.contains("left unchanged"))
    }
}

@Suite struct CodeKindTests {
    @Test(arguments: [
        ("App/Sources/View.swift", nil as Bool?, false, CodeKind.shipping),
        ("App/Tests/AppTests/ViewTests.swift", nil, false, .test),
        ("AppUITests/Launch.swift", nil, false, .test),
        ("App/Sources/Contests/Board.swift", nil, false, .shipping),
        ("App/Sources/View.swift", nil, true, .test),
        ("App/Sources/View.swift", true, false, .test),
        ("App/Tests/Fixtures/Sample.swift", false, false, .shipping),
        ("Docs/App.docc/Resources/Step1.swift", nil, false, .documentation),
        ("Docs/App.docc/Step1.swift", true, true, .documentation),
        ("App/FooUITestHost/Screen.swift", nil, false, .test),
        ("AnimationsTestApp/Screen.swift", nil, false, .test),
        ("App/TestAppearance/Swatch.swift", nil, false, .shipping),
        // A project that says a shipping target compiles it outweighs the folder's name.
        ("FooUITestHost/Screen.swift", false, false, .shipping),
        // Absolute, doubled slashes and names beyond ASCII split the same way.
        ("/Users/me//App/AppUITests/Screen.swift", nil, false, .test),
        ("Café/Écran/FooTestHost/Vue.swift", nil, false, .test),
        ("Café/Écran/Vue.swift", nil, false, .shipping),
    ])
    func filesAreClassified(path: String, inTestTarget: Bool?, importsTests: Bool, expected: CodeKind) {
        #expect(CodeKind.of(path: path, inTestTarget: inTestTarget, importsTestFramework: importsTests) == expected)
    }

    @Test func namesOfUITestHosts() {
        let hosts = ["AppUITestHost", "TestHost", "AnimationsTestApp", "AppUITestsApp", "TestApp-iOS", "TestAppUI"]
        let others = ["App", "TestAppearance", "TestHosting", "LatestApp", "AppTests", "Contest", "TestsAppendix"]
        #expect(hosts.filter { !CodeKind.isTestHostName($0) } == [])
        #expect(others.filter { CodeKind.isTestHostName($0) } == [])
        #expect(CodeKind.testHostFolder(in: "Demo/FooTestHost/Views/Screen.swift") == "FooTestHost")
        #expect(CodeKind.testHostFolder(in: "FooTestHost.swift") == nil)
        #expect(CodeKind.testHostFolder(in: "/Ünïcode/BarTestApp/AppTestHost/Screen.swift") == "AppTestHost")
    }

    let withPreviews = """
        import SwiftUI
        let a = 1
        struct V_Previews: PreviewProvider {
            static var previews: some View { let b = 2; Text("\\(b)") }
        }
        #Preview {
            let c = 3
            Text("\\(c)")
        }
        #if DEBUG
        extension V_Previews { static let d = 4 }
        #endif
        """

    @Test func previewRegionsCoverProvidersExtensionsAndMacros() {
        let file = SourceFile(path: "V.swift", text: withPreviews)
        let regions = PreviewRegions(file: file)
        let offsets = ["a", "b", "c", "d"].map { name in
            file.text.utf8.count - file.text.split(separator: "let \(name)", maxSplits: 1)[1].utf8.count
        }
        #expect(offsets.map(regions.contains(offset:)) == [false, true, true, true])
        #expect(PreviewRegions(file: SourceFile(path: "W.swift", text: "let a = 1")).isEmpty)
    }

    @Test func findingsInPreviewsAreLeftAloneUnlessAskedFor() throws {
        func report(_ policy: CodeKindPolicy) throws -> FileReport {
            let engine = Engine(transforms: [ReportLets.self], context: TransformContext(codeKinds: policy))
            guard case let .processed(report) = engine.process(path: "V.swift", bytes: Array(withPreviews.utf8)) else {
                throw Unexpected()
            }
            return report
        }
        let shipping = try report(CodeKindPolicy())
        #expect(shipping.needsReview.count == 1)  // `let a`
        #expect(shipping.previewFindingsSkipped == 4)  // `previews`, `b`, `c`, `d`
        let all = try report(CodeKindPolicy(includesPreviews: true))
        #expect(all.needsReview.count == 4)
        // `d` sits in `#if DEBUG`, which release builds do not contain: left alone either way.
        #expect(all.previewFindingsSkipped == 1)
    }

    struct Unexpected: Error {}

    @Test func policiesProcessShippingCodeAndNeverDocumentation() {
        #expect(CodeKindPolicy().processes(.shipping))
        #expect(!CodeKindPolicy().processes(.test))
        #expect(CodeKindPolicy(includesTests: true).processes(.test))
        #expect(!CodeKindPolicy(includesTests: true, includesPreviews: true).processes(.documentation))
    }
}
