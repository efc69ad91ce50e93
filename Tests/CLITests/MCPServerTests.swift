import A11yFixLSP
import A11yFixTestSupport
import Foundation
import Testing

@testable import a11yfix

/// `a11yfix mcp` over raw newline-delimited JSON-RPC: the protocol's edges, which the official
/// client (`MCPEndToEndTests`) never sends.
@Suite struct MCPServerTests {
    static let archiveButton = """
        import SwiftUI

        struct ArchiveBar: View {
            var body: some View {
                Button(action: archiveNote) {
                    Image(systemName: "tray.and.arrow.down")
                }
            }

            func archiveNote() {}
        }

        """

    /// A server started in `scratch`, initialised as a client without roots.
    static func start(in scratch: Scratch, version: String = "2025-06-18") throws -> (LanguageServerClient, String) {
        let environment = ProcessInfo.processInfo.environment.merging([
            "XDG_CACHE_HOME": scratch.url.appendingPathComponent(".cache").path
        ]) { $1 }
        let client = try LanguageServerClient(
            executable: CLI.executable, arguments: ["mcp"], directory: scratch.url, environment: environment,
            framing: .newline)
        let reply = try client.request(
            "initialize",
            [
                "protocolVersion": .string(version), "capabilities": [:],
                "clientInfo": ["name": "test", "version": "1"],
            ])
        try client.notify("notifications/initialized")
        return (client, reply.result?["protocolVersion"]?.stringValue ?? "")
    }

    @Test(.timeLimit(.minutes(1))) func negotiatesTheClientsVersionOrOffersItsNewest() throws {
        let scratch = try Scratch()
        let (known, agreed) = try Self.start(in: scratch, version: "2025-03-26")
        #expect(agreed == "2025-03-26")
        known.closeInput()
        #expect(known.waitForExit() == 0)
        let (future, offered) = try Self.start(in: scratch, version: "2099-01-01")
        #expect(offered == "2025-11-25")
        future.terminate()
    }

    @Test(.timeLimit(.minutes(1))) func badInputIsAnsweredAndTheServerGoesOn() throws {
        let scratch = try Scratch()
        let (client, _) = try Self.start(in: scratch)
        defer { client.terminate() }
        client.sendRaw(Array("{not json\n".utf8))
        let parseError = try client.next { $0.error != nil && $0.id == nil }
        #expect(parseError.error?.code == ResponseError.parseError)
        let unknown = try client.request("no/such/method")
        #expect(unknown.error?.code == ResponseError.methodNotFound)
        let noTool = try client.request("tools/call", ["name": "format_disk", "arguments": [:]])
        #expect(noTool.error?.code == ResponseError.invalidParams)
        // Bad arguments are the tool's error, not the protocol's.
        let missing = try client.request("tools/call", ["name": "fix_source", "arguments": [:]])
        #expect(missing.result?["isError"] == true)
        #expect(Self.text(missing).contains("missing required argument 'source'"))
        #expect(try client.request("ping").result == [:])
    }

    @Test(.timeLimit(.minutes(1))) func fixSourceAnswersWhatTheCommandLinePrints() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/ArchiveBar.swift", Self.archiveButton)
        let (client, _) = try Self.start(in: scratch)
        defer { client.terminate() }
        let reply = try client.request(
            "tools/call",
            [
                "name": "fix_source",
                "arguments": ["source": .string(Self.archiveButton), "filename": "Sources/ArchiveBar.swift"],
            ])
        let expected = try CLI.run(
            ["fix", "-", "--summary", "none", "--assume-filename", "Sources/ArchiveBar.swift"],
            stdin: Self.archiveButton, in: scratch.url)
        let fixed = try #require(reply.result?["structuredContent"]?["source"]?.stringValue)
        #expect(fixed == expected.stdout)
        #expect(fixed.contains("[VERIFY]"))
        #expect(reply.result?["structuredContent"]?["fixes"]?.arrayValue?.isEmpty == false)
        // Never writes.
        #expect(try scratch.read("Sources/ArchiveBar.swift") == Self.archiveButton)
    }

    @Test(.timeLimit(.minutes(1))) func pathsOutsideTheServedFolderAreRefused() throws {
        let scratch = try Scratch()
        try scratch.write("App/Sources/ArchiveBar.swift", Self.archiveButton)
        try scratch.write("Elsewhere/Secret.swift", Self.archiveButton)
        let environment = ProcessInfo.processInfo.environment.merging([
            "XDG_CACHE_HOME": scratch.url.appendingPathComponent(".cache").path
        ]) { $1 }
        let client = try LanguageServerClient(
            executable: CLI.executable, arguments: ["mcp"], directory: scratch.url.appendingPathComponent("App"),
            environment: environment, framing: .newline)
        defer { client.terminate() }
        _ = try client.request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [:]])
        try client.notify("notifications/initialized")
        for path in ["../Elsewhere/Secret.swift", scratch.url.appendingPathComponent("Elsewhere").path] {
            let reply = try client.request(
                "tools/call", ["name": "fix_files", "arguments": ["paths": [.string(path)], "apply": true]])
            #expect(reply.result?["isError"] == true)
            #expect(Self.text(reply).contains("outside the folders this server serves"))
        }
        #expect(try scratch.read("Elsewhere/Secret.swift") == Self.archiveButton)
    }

    @Test(.timeLimit(.minutes(1))) func aCancelledCallGetsNoAnswerAndTheServerGoesOn() throws {
        let scratch = try Scratch()
        let files = 1500
        for index in 0..<files { try scratch.write("Sources/Bar\(index).swift", Self.archiveButton) }
        let (client, _) = try Self.start(in: scratch)
        let call = try client.send(
            "tools/call", ["name": "fix_files", "arguments": ["paths": ["Sources"], "apply": true]])
        guard case let .number(number) = call else { return }
        #if os(Linux)
        // Cancel while the child runs the fix (it takes seconds on this many files).
        let started = Date().addingTimeInterval(20)
        while Self.fixChildren(in: scratch.url).isEmpty, Date() < started { usleep(5_000) }
        #expect(!Self.fixChildren(in: scratch.url).isEmpty)
        #endif
        try client.notify("notifications/cancelled", ["requestId": .number(Double(number)), "reason": "test"])
        #expect(try client.request("ping").result == [:])
        #if os(Linux)
        // The child is stopped, not left to finish.
        let deadline = Date().addingTimeInterval(1)
        while !Self.fixChildren(in: scratch.url).isEmpty, Date() < deadline { usleep(5_000) }
        #expect(Self.fixChildren(in: scratch.url).isEmpty)
        #endif
        // No answer for the cancelled call, and no file half written: each is old or fixed.
        #expect(throws: LanguageServerClient.ClientError.timedOut) {
            try client.response(to: call, timeout: 1)
        }
        let fixedOnce = try CLI.run(["fix", "-", "--summary", "none"], stdin: Self.archiveButton).stdout
        for index in 0..<files {
            let text = try scratch.read("Sources/Bar\(index).swift")
            #expect(text == Self.archiveButton || text == fixedOnce)
        }
        client.closeInput()
        #expect(client.waitForExit(timeout: 20) == 0)
    }

    /// `a11yfix fix` processes working in `folder` (Linux: read from /proc).
    static func fixChildren(in folder: URL) -> [String] {
        let manager = FileManager.default
        let path = folder.resolvingSymlinksInPath().path
        return ((try? manager.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
            guard Int(pid) != nil, (try? manager.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) == path,
                let line = manager.contents(atPath: "/proc/\(pid)/cmdline")
            else { return false }
            return line.split(separator: 0).dropFirst().first.map { String(decoding: $0, as: UTF8.self) } == "fix"
        }
    }

    static func text(_ reply: IncomingMessage) -> String {
        (reply.result?["content"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
    }
}

/// The official MCP client (PyPI `mcp`) drives the server through every tool and resource, as an
/// assistant would. Skipped when the client is not installed, unless `A11YFIX_REQUIRE_MCP=1` (as in
/// CI), which turns a missing client into a failure.
@Suite struct MCPEndToEndTests {
    static let required = ProcessInfo.processInfo.environment["A11YFIX_REQUIRE_MCP"] == "1"
    static let python = URL(fileURLWithPath: "/usr/bin/env")
    static let clientInstalled = (try? Subprocess.run(python, ["python3", "-c", "import mcp"]).status) == 0

    @Test(
        .enabled(if: clientInstalled || required, "the MCP client is not installed (pip install mcp)"),
        .timeLimit(.minutes(1)))
    func theOfficialClientUsesEveryToolAndResource() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/TrashBar.swift", MCPServerTests.archiveButton)
        try scratch.write("Other.swift", "let other = 1\n")
        let script = PackagePaths.root.appendingPathComponent("Tests/CLITests/MCPClient/check_mcp_server.py")
        let environment = ProcessInfo.processInfo.environment.merging([
            "XDG_CACHE_HOME": scratch.url.appendingPathComponent(".cache").path
        ]) { $1 }
        let result = try Subprocess.run(
            Self.python, ["python3", script.path, CLI.executable.path, scratch.url.path], environment: environment)
        #expect(result.status == 0, "\(result.output)")
    }
}

/// The server's pure parts: which paths it serves and how it cuts long results.
@Suite struct MCPUnitTests {
    @Test func pathsResolveInsideTheRootsAndSymbolicLinksCannotLeadOut() throws {
        let scratch = try Scratch()
        try scratch.write("App/Sources/View.swift", "")
        try scratch.write("Elsewhere/Secret.swift", "")
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appendingPathComponent("App/link"),
            withDestinationURL: scratch.url.appendingPathComponent("Elsewhere"))
        let roots = ServedRoots(folders: [scratch.url.appendingPathComponent("App")])
        let inside = try roots.resolve(["Sources/View.swift", "."])
        #expect(inside.relative == ["Sources/View.swift", "."])
        #expect(throws: ServedRoots.Refusal.self) { try roots.resolve(["link/Secret.swift"]) }
        #expect(throws: ServedRoots.Refusal.self) { try roots.resolve(["../Elsewhere/Secret.swift"]) }
        #expect(throws: ServedRoots.Refusal.self) { try roots.resolve(["Sources/Missing.swift"]) }
        #expect(try roots.resolve(["Sources/New.swift"], mustExist: false).relative == ["Sources/New.swift"])
        let two = ServedRoots(folders: [
            scratch.url.appendingPathComponent("App"), scratch.url.appendingPathComponent("Elsewhere"),
        ])
        #expect(throws: ServedRoots.Refusal.self) {
            try two.resolve(["Sources/View.swift", scratch.url.appendingPathComponent("Elsewhere/Secret.swift").path])
        }
    }

    @Test func longResultsAreCutWithANoteOnNarrowingThem() {
        let long = String(repeating: "x", count: MCPTools.maximumText + 10)
        let cut = MCPTools.cut(long)
        #expect(cut.hasPrefix(String(repeating: "x", count: MCPTools.maximumText)))
        #expect(cut.hasSuffix("narrow the call with `paths`"))
        #expect(MCPTools.cut("short") == "short")
    }

    @Test func theSummaryIsWhatTheRunPrintedFromItsFirstHeading() {
        let lines = ["warning: a", "", "**Accessibility applied:**", "- label (A.swift:3)", "1 file scanned"]
        #expect(MCPTools.summary(in: lines) == "**Accessibility applied:**\n- label (A.swift:3)\n1 file scanned")
        #expect(MCPTools.summary(in: ["warning: a"]) == nil)
    }
}
