import A11yFixLSP
import Foundation
import Testing

/// `a11yfix lsp` driven as a subprocess over pipes, as an editor drives it.
@Suite(.serialized)
struct LanguageServerProtocolTests {
    static let row = """
        import SwiftUI

        struct ShareRow: View {
            var body: some View {
                VStack {
                    Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    Text("Hi").font(.system(size: 17))
                }
            }

            func share() {}
        }

        """

    @Test func diagnosticsQuickFixesAndFixAllMatchTheCommandLine() throws {
        let server = try LanguageServerHarness()
        let published = try server.open("Row.swift", Self.row)
        #expect(published.diagnostics.map(\.code) == ["icon-only-label", "font-text-style"])
        #expect(published.diagnostics.allSatisfy { $0.source == "a11yfix" && $0.severity == .warning })
        let button = try #require(published.diagnostics.first)
        // The whole control the finding names, `Button(action: share) {` to its closing brace.
        #expect(button.range.start == Position(line: 5, character: 12))
        #expect(button.range.end == Position(line: 7, character: 13))
        let font = try #require(published.diagnostics.last)
        #expect(font.range == LSPRange(start: Position(line: 8, character: 28), end: Position(line: 8, character: 45)))

        let actions = try server.codeActions("Row.swift")
        let quickFixes = actions.filter { $0.kind == "quickfix" && $0.isPreferred == true }
        #expect(quickFixes.count == 2)
        #expect(quickFixes.allSatisfy { $0.edit?.documentChanges?.first?.textDocument.version == 1 })
        let labelled = server.apply(quickFixes[0], to: Self.row, uri: server.uri("Row.swift"))
        #expect(
            labelled.contains(
                "}\n            .accessibilityLabel(\"Share\") // [VERIFY] confirm label matches intent\n"))
        #expect(labelled.contains(".font(.system(size: 17))"), "a quick fix changes only its own finding")

        let fixAll = try #require(actions.first { $0.kind == "source.fixAll.a11yfix" })
        let fixed = server.apply(fixAll, to: Self.row, uri: server.uri("Row.swift"))
        #expect(fixed == (try server.fixedByCommandLine("Row.swift", Self.row)))
        #expect(try server.codeActions("Row.swift", only: ["source.fixAll"]).map(\.kind) == ["source.fixAll.a11yfix"])
        #expect(try server.codeActions("Row.swift", only: ["quickfix"]).count == 4, "two fixes and two ways to disable")
    }

    /// Every finding can be disabled for its line; the comment is one `fix` honours.
    @Test func disablingAFindingForItsLineSilencesIt() throws {
        let server = try LanguageServerHarness()
        _ = try server.open("Row.swift", Self.row)
        let disable = try #require(
            try server.codeActions("Row.swift", only: ["quickfix"]).first {
                $0.title == "a11yfix: disable font-text-style for this line"
            })
        let silenced = server.apply(disable, to: Self.row, uri: server.uri("Row.swift"))
        #expect(
            silenced.contains("\n            // a11yfix:disable-next-line font-text-style\n            Text(\"Hi\")"))
        try server.client.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(server.uri("Row.swift")), "version": .number(2)]),
                "contentChanges": .array([.object(["text": .string(silenced)])]),
            ]))
        #expect(
            try server.client.diagnostics(for: server.uri("Row.swift"), version: 2).diagnostics.map(\.code) == [
                "icon-only-label"
            ])
    }

    /// Two gates that both add the Reduce Motion property overlap, so `fix` applies them in two
    /// passes; in the editor each is its own quick fix that works alone.
    @Test func overlappingFixesAreEachAQuickFixThatWorksAlone() throws {
        let drawer = """
            import SwiftUI

            struct Drawer: View {
                @State private var open = false

                var body: some View {
                    VStack {
                        Rectangle()
                            .frame(width: 200, height: 80)
                            .offset(x: open ? 0 : -200)
                        Button("Open") {
                            withAnimation(.spring()) { open = true }
                        }
                        Button("Close") {
                            withAnimation(.spring()) { open = false }
                        }
                    }
                }
            }

            """
        let server = try LanguageServerHarness()
        let published = try server.open("Drawer.swift", drawer)
        #expect(published.diagnostics.map(\.code) == ["motion-gate", "motion-gate"])
        let quickFixes = try server.codeActions("Drawer.swift", only: ["quickfix"]).filter { $0.isPreferred == true }
        #expect(quickFixes.count == 2)
        for (quickFix, line) in zip(quickFixes, ["open = true", "open = false"]) {
            let applied = server.apply(quickFix, to: drawer, uri: server.uri("Drawer.swift"))
            #expect(applied.contains("@Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"))
            #expect(applied.contains("withAnimation(reduceMotion ? nil : .spring()) { \(line) }"))
            #expect(applied.components(separatedBy: "reduceMotion ? nil").count == 2, "only its own call is gated")
        }
    }

    /// A construct left alone on purpose is no diagnostic, but hovering it says why, by name.
    @Test func hoverSaysWhyAPlaceWasLeftAlone() throws {
        let backdrop = """
            import SwiftUI

            struct Backdrop: View {
                @Binding var isShown: Bool

                var body: some View {
                    Rectangle()
                        .onTapGesture { isShown = false }
                }
            }

            """
        let server = try LanguageServerHarness()
        let published = try server.open("Backdrop.swift", backdrop)
        #expect(published.diagnostics.isEmpty)
        let reply = try server.client.request(
            "textDocument/hover",
            .object([
                "textDocument": .object(["uri": .string(server.uri("Backdrop.swift"))]),
                "position": .object(["line": .number(7), "character": .number(16)]),
            ]))
        let hover = try #require(try reply.result?.decode(Hover.self))
        #expect(
            hover.contents.value
                == "**tap-gesture-button** left this alone (`background`): a background, shape or placeholder: "
                + "a tap there is no control.")
        #expect(hover.range?.start == Position(line: 7, character: 12))
    }

    @Test func hoverExplainsTheTransform() throws {
        let server = try LanguageServerHarness()
        _ = try server.open("Row.swift", Self.row)
        let reply = try server.client.request(
            "textDocument/hover",
            .object([
                "textDocument": .object(["uri": .string(server.uri("Row.swift"))]),
                "position": .object(["line": .number(5), "character": .number(14)]),
            ]))
        let hover = try #require(try reply.result?.decode(Hover.self))
        #expect(hover.contents.kind == "markdown")
        #expect(hover.contents.value.hasPrefix("# icon-only-label"))
        let nothing = try server.client.request(
            "textDocument/hover",
            .object([
                "textDocument": .object(["uri": .string(server.uri("Row.swift"))]),
                "position": .object(["line": .number(0), "character": .number(0)]),
            ]))
        #expect(nothing.result == nil && nothing.error == nil)

        // Inside the button's span, the font's own finding is the innermost: it comes first.
        let icon = "Image(systemName: \"square.and.arrow.up\")"
        let nested = Self.row.replacingOccurrences(of: icon, with: icon + ".font(.system(size: 17))")
        _ = try server.open("Nested.swift", nested)
        let inner = try server.client.request(
            "textDocument/hover",
            .object([
                "textDocument": .object(["uri": .string(server.uri("Nested.swift"))]),
                "position": .object(["line": .number(6), "character": .number(64)]),
            ]))
        let innerHover = try #require(try inner.result?.decode(Hover.self))
        #expect(innerHover.contents.value.hasPrefix("# font-text-style"))
        #expect(innerHover.contents.value.contains("# icon-only-label"), "the button's finding is there too")
        #expect(innerHover.range?.start == Position(line: 6, character: 62))
        #expect(innerHover.range?.end == Position(line: 6, character: 79))
    }

    /// Emoji, CJK and a combining mark before the finding on its line and inside the edited text,
    /// in both negotiated encodings: the positions and the applied result are exact.
    @Test(arguments: ["utf-8", "utf-16"])
    func positionsAreExactWithWideCharacters(encoding: String) throws {
        let text = """
            import SwiftUI

            struct Greeting: View {
                var body: some View {
                    HStack {
                        Text("👋🏽 日本 e\u{301}"); Button(action: remove) { Image(systemName: "trash") }
                        Text("🙂").font(.system(size: 17)); Text("終わり")
                    }
                }

                func remove() {}
            }

            """
        let server = try LanguageServerHarness(encodings: [encoding])
        #expect(server.encoding.rawValue == encoding)
        let published = try server.open("Greeting.swift", text)
        let line = "            Text(\"👋🏽 日本 e\u{301}\"); "
        let expected = encoding == "utf-8" ? line.utf8.count : line.utf16.count
        let button = try #require(published.diagnostics.first { $0.code == "icon-only-label" })
        #expect(button.range.start == Position(line: 5, character: expected))
        let fixAll = try #require(try server.codeActions("Greeting.swift").first { $0.kind == "source.fixAll.a11yfix" })
        #expect(
            server.apply(fixAll, to: text, uri: server.uri("Greeting.swift"))
                == (try server.fixedByCommandLine("Greeting.swift", text)))
        for quickFix in try server.codeActions("Greeting.swift", only: ["quickfix"]) where quickFix.isPreferred == true
        {
            let applied = server.apply(quickFix, to: text, uri: server.uri("Greeting.swift"))
            #expect(applied.contains("Text(\"👋🏽 日本 e\u{301}\")") && applied.contains("Text(\"終わり\")"))
        }
    }

    @Test func incrementalChangesAreTrackedAndOnlyTheLatestVersionIsReported() throws {
        let server = try LanguageServerHarness()
        let uri = server.uri("Row.swift")
        _ = try server.open("Row.swift", Self.row)
        // Fifty edits in one burst: each replaces the font size, the last one with a size no text style has.
        var burst: [UInt8] = []
        for version in 2...51 {
            let change: JSONValue = .object([
                "range": .object([
                    "start": .object(["line": .number(8), "character": .number(42)]),
                    "end": .object(["line": .number(8), "character": .number(44)]),
                ]),
                "text": .string(version == 51 ? "23" : "17"),
            ])
            let params: JSONValue = .object([
                "textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
                "contentChanges": .array([change]),
            ])
            burst += MessageFramer.frame(
                [UInt8](
                    try JSONEncoder().encode(
                        JSONValue.object([
                            "jsonrpc": .string("2.0"), "method": .string("textDocument/didChange"), "params": params,
                        ]))))
        }
        server.client.sendRaw(burst)
        let latest = try server.client.diagnostics(for: uri, version: 51)
        let font = try #require(latest.diagnostics.first { $0.code == "font-text-style" })
        #expect(font.message.contains("size: 23"))
        let earlier = server.client.drain().compactMap { try? $0.params?.decode(PublishDiagnosticsParams.self) }
            .compactMap(\.version)
        #expect(earlier.count < 50, "changes are coalesced, not analysed one by one")
        #expect(earlier == earlier.sorted())
    }

    @Test func unparsableBufferGetsOneDiagnosticAndNoFixes() throws {
        let server = try LanguageServerHarness()
        let published = try server.open(
            "Broken.swift",
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Button(action: {}) { Image(systemName: \"trash\") \n}\n"
        )
        #expect(published.diagnostics.count == 1)
        #expect(published.diagnostics.first?.message.contains("does not parse") == true)
        #expect(try server.codeActions("Broken.swift").isEmpty)
    }

    @Test func anUnknownIdInASuppressionCommentIsADiagnosticOnItsLine() throws {
        let server = try LanguageServerHarness()
        let source =
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n"
            + "        // a11yfix:disable-next-line motoin-gate\n        Text(\"Hi\")\n    }\n}\n"
        let published = try server.open("V.swift", source)
        let unknown = try #require(published.diagnostics.first { $0.message.contains("motoin-gate") })
        #expect(unknown.range.start.line == 3)
        #expect(unknown.message == "unknown transform 'motoin-gate' in this suppression comment; it suppresses nothing")
        #expect(unknown.source == "a11yfix")
    }

    @Test func malformedInputAndUnknownMethodsGetErrorsAndTheServerGoesOn() throws {
        let server = try LanguageServerHarness()
        server.client.sendRaw(Array("Content-Length: 9\r\n\r\n{\"jsonrpc".utf8))
        let parseError = try server.client.next { $0.error != nil && $0.id == nil }
        #expect(parseError.error?.code == ResponseError.parseError)
        let unknown = try server.client.request("textDocument/unknownThing")
        #expect(unknown.error?.code == ResponseError.methodNotFound)
        let badParams = try server.client.request("textDocument/hover", .object(["position": .string("nowhere")]))
        #expect(badParams.error?.code == ResponseError.invalidParams)
        #expect(
            try server.client.request("initialize", .object(["capabilities": .object([:])])).error?.code
                == ResponseError.invalidRequest)
        #expect(try server.open("Row.swift", Self.row).diagnostics.count == 2)
    }

    @Test func cancelledRequestIsAnsweredAsCancelled() throws {
        let server = try LanguageServerHarness()
        _ = try server.open("Row.swift", Self.row)
        // The request and its cancellation in one write, as a client that cancels at once sends them.
        let request: JSONValue = .object([
            "jsonrpc": .string("2.0"), "id": .number(900), "method": .string("textDocument/codeAction"),
            "params": .object([
                "textDocument": .object(["uri": .string(server.uri("Row.swift"))]),
                "range": try JSONValue(
                    encoding: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 20, character: 0))),
                "context": .object(["diagnostics": .array([])]),
            ]),
        ])
        let cancel: JSONValue = .object([
            "jsonrpc": .string("2.0"), "method": .string("$/cancelRequest"), "params": .object(["id": .number(900)]),
        ])
        server.client.sendRaw(
            MessageFramer.frame([UInt8](try JSONEncoder().encode(request)))
                + MessageFramer.frame([UInt8](try JSONEncoder().encode(cancel))))
        let reply = try server.client.response(to: .number(900))
        #expect(reply.error?.code == ResponseError.requestCancelled)
    }

    @Test func settingsAndConfigurationFileChangesApply() throws {
        let server = try LanguageServerHarness()
        let uri = server.uri("Row.swift")
        _ = try server.open("Row.swift", Self.row)
        try server.client.notify(
            "workspace/didChangeConfiguration",
            .object(["settings": .object(["a11yfix": .object(["disable": .array([.string("font-text-style")])])])]))
        #expect(try server.client.diagnostics(for: uri).diagnostics.map(\.code) == ["icon-only-label"])
        try server.client.notify(
            "workspace/didChangeConfiguration",
            .object(["settings": .object(["a11yfix": .object(["disable": .array([])])])]))
        #expect(try server.client.diagnostics(for: uri).diagnostics.count == 2)

        try server.write(".a11yfix.yml", "rules:\n  icon-only-label: false\n")
        try server.client.notify(
            "workspace/didChangeWatchedFiles",
            .object(["changes": .array([.object(["uri": .string(server.uri(".a11yfix.yml")), "type": .number(1)])])]))
        #expect(try server.client.diagnostics(for: uri).diagnostics.map(\.code) == ["font-text-style"])
    }

    /// A client that keeps settings itself is asked for them (`workspace/configuration`), at start
    /// and whenever it says they changed without sending them.
    @Test func settingsArePulledFromClientsThatKeepThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11yfix-lsp-pull-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LanguageServerClient(executable: LanguageServerHarness.executable, arguments: ["lsp"])
        defer { client.terminate() }
        _ = try client.request(
            "initialize",
            .object([
                "processId": .null, "rootUri": .string(folder.absoluteString),
                "capabilities": .object(["workspace": .object(["configuration": .bool(true)])]),
            ]))
        try client.notify("initialized")
        let ask = try client.next { $0.method == "workspace/configuration" }
        #expect(ask.params?["items"]?.arrayValue?.first?["section"]?.stringValue == "a11yfix")
        try client.respond(
            to: try #require(ask.id), result: .array([.object(["disable": .array([.string("font-text-style")])])]))
        let uri = folder.appendingPathComponent("Row.swift").absoluteString
        try client.notify(
            "textDocument/didOpen",
            .object([
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string("swift"), "version": .number(1),
                    "text": .string(Self.row),
                ])
            ]))
        #expect(try client.diagnostics(for: uri, version: 1).diagnostics.map(\.code) == ["icon-only-label"])

        try client.notify("workspace/didChangeConfiguration", .object(["settings": .null]))
        let again = try client.next { $0.method == "workspace/configuration" }
        try client.respond(to: try #require(again.id), result: .array([.object([:])]))
        #expect(try client.diagnostics(for: uri).diagnostics.map(\.code) == ["icon-only-label", "font-text-style"])
    }

    /// The project index follows files changed outside the editor: a Reduce Motion helper written
    /// to disk after the buffer was opened takes its findings away.
    @Test func projectIndexFollowsSwiftFilesChangedOnDisk() throws {
        let server = try LanguageServerHarness()
        let uri = server.uri("Drawer.swift")
        #expect(try server.open("Drawer.swift", Self.calmDrawer).diagnostics.contains { $0.code == "motion-gate" })
        try server.write("Calm.swift", Self.calmHelper)
        try server.client.notify(
            "workspace/didChangeWatchedFiles",
            .object(["changes": .array([.object(["uri": .string(server.uri("Calm.swift")), "type": .number(1)])])]))
        #expect(try !server.client.diagnostics(for: uri).diagnostics.contains { $0.code == "motion-gate" })
    }

    /// What a confused or hostile client sends is answered, never fatal: out-of-range settings and
    /// process ids, JSON nested to JSONDecoder's limit, JSON that is not a request, other servers'
    /// diagnostics (numeric codes) in a code-action request.
    @Test func hostileInputIsAnsweredAndNeverFatal() throws {
        let client = try LanguageServerClient(executable: LanguageServerHarness.executable, arguments: ["lsp"])
        defer { client.terminate() }
        let reply = try client.request(
            "initialize",
            .object([
                "processId": .number(4_294_967_296), "rootUri": .null, "capabilities": .object([:]),
                "initializationOptions": .object(["a11yfix": .object(["debounceMilliseconds": .number(1e20)])]),
            ]))
        #expect(reply.error == nil)
        try client.notify(
            "workspace/didChangeConfiguration",
            .object(["settings": .object(["a11yfix": .object(["debounceMilliseconds": .number(1e19)])])]))

        var nested = "1"
        for _ in 0..<500 { nested = "[" + nested + "]" }
        client.sendRaw(
            MessageFramer.frame(
                Array(#"{"jsonrpc":"2.0","id":41,"method":"textDocument/hover","params":{"x":\#(nested)}}"#.utf8)))
        #expect(try client.response(to: .number(41)).error?.code == ResponseError.invalidParams)
        client.sendRaw(MessageFramer.frame(Array(#"{"jsonrpc":"2.0","id":42,"method":5}"#.utf8)))
        #expect(try client.response(to: .number(42)).error?.code == ResponseError.invalidRequest)
        client.sendRaw(MessageFramer.frame(Array("{}".utf8)))
        #expect(try client.next { $0.error?.code == ResponseError.invalidRequest && $0.id == nil }.error != nil)

        let uri = "untitled:Row.swift"
        try client.notify(
            "textDocument/didOpen",
            .object([
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string("swift"), "version": .number(1),
                    "text": .string(Self.row),
                ])
            ]))
        _ = try client.diagnostics(for: uri, version: 1)
        let foreign: JSONValue = .object([
            "range": try JSONValue(
                encoding: LSPRange(start: Position(line: 5, character: 0), end: Position(line: 5, character: 4))),
            "code": .number(2304), "severity": .number(5), "message": .string("from another server"),
        ])
        let actions = try client.request(
            "textDocument/codeAction",
            .object([
                "textDocument": .object(["uri": .string(uri)]),
                "range": try JSONValue(
                    encoding: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 20, character: 0))),
                "context": .object(["diagnostics": .array([foreign])]),
            ]))
        #expect(try (actions.result ?? .null).decode([CodeAction].self).contains { $0.kind == "source.fixAll.a11yfix" })
    }

    /// An unsaved edit that changes what a file tells the project (here: a Reduce Motion helper
    /// typed into another open buffer) updates the other open buffers' findings.
    @Test func editsThatChangeTheProjectUpdateOtherOpenBuffers() throws {
        let server = try LanguageServerHarness()
        let drawer = server.uri("Drawer.swift"), calm = server.uri("Calm.swift")
        #expect(try server.open("Drawer.swift", Self.calmDrawer).diagnostics.contains { $0.code == "motion-gate" })
        _ = try server.open("Calm.swift", "import SwiftUI\n")
        try server.client.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(calm), "version": .number(2)]),
                "contentChanges": .array([.object(["text": .string(Self.calmHelper)])]),
            ]))
        // Opening Calm already republishes Drawer (a new file in the project); the helper's edit clears the gate.
        let cleared = try server.client.next(timeout: 30) { message in
            guard let params = try? message.params?.decode(PublishDiagnosticsParams.self), params.uri == drawer else {
                return false
            }
            return !params.diagnostics.contains { $0.code == "motion-gate" }
        }
        #expect(cleared.method == "textDocument/publishDiagnostics")
    }

    /// Only a `file:` buffer stands for its file, and only files a `fix` run would read count:
    /// the old side of a diff and a copy under `.build` change nothing.
    @Test func onlyTheProjectsOwnFilesMakeItsIndex() throws {
        let server = try LanguageServerHarness(files: ["Calm.swift": Self.calmHelper])
        let drawer = server.uri("Drawer.swift")
        #expect(try !server.open("Drawer.swift", Self.calmDrawer).diagnostics.contains { $0.code == "motion-gate" })
        let diffSide = "git:" + server.folder.appendingPathComponent("Calm.swift").path + "?ref=HEAD~1"
        try server.client.notify(
            "textDocument/didOpen",
            .object([
                "textDocument": .object([
                    "uri": .string(diffSide), "languageId": .string("swift"), "version": .number(1),
                    "text": .string("import SwiftUI\n"),
                ])
            ]))
        _ = try server.client.diagnostics(for: diffSide)
        try server.client.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(drawer), "version": .number(2)]),
                "contentChanges": .array([.object(["text": .string(Self.calmDrawer + "\n")])]),
            ]))
        #expect(
            try !server.client.diagnostics(for: drawer, version: 2).diagnostics.contains { $0.code == "motion-gate" })

        let other = try LanguageServerHarness()
        let otherDrawer = other.uri("Drawer.swift")
        _ = try other.open("Drawer.swift", Self.calmDrawer)
        try other.write(".build/checkouts/Dependency/Calm.swift", Self.calmHelper)
        try other.client.notify(
            "workspace/didChangeWatchedFiles",
            .object([
                "changes": .array([
                    .object(["uri": .string(other.uri(".build/checkouts/Dependency/Calm.swift")), "type": .number(1)])
                ])
            ]))
        try other.client.notify(
            "textDocument/didChange",
            .object([
                "textDocument": .object(["uri": .string(otherDrawer), "version": .number(2)]),
                "contentChanges": .array([.object(["text": .string(Self.calmDrawer + "\n")])]),
            ]))
        #expect(
            try other.client.diagnostics(for: otherDrawer, version: 2).diagnostics.contains { $0.code == "motion-gate" }
        )
    }

    /// No "disable for this line" where the line starts inside a multi-line string: the comment
    /// would become part of the text.
    @Test func noSuppressionCommentInsideMultilineStrings() throws {
        let text =
            "import SwiftUI\n\nstruct Welcome: View {\n    var body: some View {\n        Text(\"\"\"\n            Welcome\n            \"\"\").font(.system(size: 17))\n    }\n}\n"
        let server = try LanguageServerHarness()
        #expect(try server.open("Welcome.swift", text).diagnostics.map(\.code) == ["font-text-style"])
        let titles = try server.codeActions("Welcome.swift", only: ["quickfix"]).map(\.title)
        #expect(titles.count == 1)
        #expect(titles.allSatisfy { !$0.contains("disable") })
    }

    static let calmHelper =
        "import SwiftUI\n\nextension Animation {\n    static var calm: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring() }\n}\n"
    static let calmDrawer = """
        import SwiftUI

        struct Drawer: View {
            @State private var open = false

            var body: some View {
                Rectangle()
                    .offset(x: open ? 0 : -200)
                    .onTapGesture { withAnimation(.calm) { open.toggle() } }
            }
        }

        """

    @Test func shutdownThenExitEndsCleanlyAndAVanishedClientEndsTheServer() throws {
        let polite = try LanguageServerHarness()
        #expect(try polite.client.request("shutdown").error == nil)
        #expect(try polite.client.request("textDocument/hover").error?.code == ResponseError.invalidRequest)
        try polite.client.notify("exit")
        #expect(polite.client.waitForExit() == 0)

        let abandoned = try LanguageServerHarness()
        _ = try abandoned.open("Row.swift", Self.row)
        abandoned.client.closeInput()
        #expect(abandoned.client.waitForExit() == 1)
    }

    /// LSP's `processId`: when the editor's process is gone the server ends, even with its pipe open.
    @Test func serverEndsWhenTheEditorProcessIsGone() throws {
        let editor = Process()
        editor.executableURL = URL(fileURLWithPath: "/bin/sleep")
        editor.arguments = ["0.2"]
        try editor.run()
        let client = try LanguageServerClient(executable: LanguageServerHarness.executable, arguments: ["lsp"])
        defer { client.terminate() }
        _ = try client.request(
            "initialize",
            .object([
                "processId": .number(Double(editor.processIdentifier)), "rootUri": .null, "capabilities": .object([:]),
            ]))
        editor.waitUntilExit()
        #expect(client.waitForExit(timeout: 15) == 1)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let client = try LanguageServerClient(executable: LanguageServerHarness.executable, arguments: ["lsp"])
        defer { client.terminate() }
        #expect(try client.request("textDocument/hover").error?.code == ResponseError.serverNotInitialized)
    }
}
