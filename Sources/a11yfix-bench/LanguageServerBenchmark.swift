import A11yFixLSP
import ArgumentParser
import Foundation

/// `a11yfix-bench lsp`: how long an editor waits for diagnostics after a change, and whether the
/// server's memory stays flat over a long editing session.
struct LanguageServerBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract:
            "Time `a11yfix lsp` from a change to its diagnostics (300 and 3,000 lines) and measure its memory over many edits."
    )

    @Option(help: "Changes timed per file size; the figure is their median.")
    var samples = 20

    @Option(help: "Edits in the memory run.")
    var edits = 10_000

    @Option(help: "The a11yfix binary (default: the one next to this benchmark).")
    var tool: String?

    @Flag(help: "Exit 1 when a goal is missed.")
    var enforce = false

    func run() throws {
        let tool = try Executables.a11yfix(explicit: self.tool)
        let scratch = try Scratch()
        defer { scratch.remove() }
        // The project the buffers belong to: 20,000 generated lines, indexed by the server at start.
        let corpus = try CorpusGenerator(root: PackageRoot.path).generate(
            into: scratch.path + "/project", lines: 20_000, changedShare: 0.2)
        let small = try StandardInputSample.write(
            from: corpus, lines: 300, to: corpus.path + "/Small.swift", atMost: true)
        let large = try StandardInputSample.write(
            from: corpus, lines: 3_000, to: corpus.path + "/Large.swift", atMost: true)
        print("tool: \(tool); project: \(corpus.files) files, \(corpus.lines) lines; \(samples) changes per size\n")

        var goals: [Goal] = []
        for (file, target) in [(small, 0.050), (large, nil as Double?)] {
            let session = try Session(tool: tool, root: corpus.path)
            let lines = try session.open(file)
            var times: [Double] = []
            for _ in 0..<samples { times.append(try session.timeOneChange()) }
            times.sort()
            let median = times[times.count / 2], slowest = times.last ?? 0
            print(
                String(
                    format: "change → diagnostics, %5d lines (%3d findings): median %.1f ms, max %.1f ms", lines,
                    session.findings, median * 1000, slowest * 1000))
            if let target {
                goals.append(
                    Goal(
                        name: "change → diagnostics, \(lines) lines", value: String(format: "%.1f ms", median * 1000),
                        target: "< 50 ms", met: median < target))
            }
            session.end()
        }

        // Memory: an editing session on the 300-line file, every tenth edit waiting for its diagnostics
        // (as typing does), resident size read from /proc after a warm-up and at the end.
        let session = try Session(tool: tool, root: corpus.path)
        _ = try session.open(small)
        var warm = 0, peak = 0
        for edit in 1...edits {
            try session.change(waitForDiagnostics: edit % 10 == 0)
            if edit == min(500, edits) { warm = session.residentKilobytes() }
            if edit % 500 == 0 { peak = max(peak, session.residentKilobytes()) }
        }
        let final = session.residentKilobytes()
        session.end()
        print(
            String(
                format: "\nmemory: %.1f MB after 500 edits, %.1f MB after %d (highest seen %.1f MB)",
                Double(warm) / 1024, Double(final) / 1024, edits, Double(peak) / 1024))
        let growth = Double(final - warm) / 1024
        goals.append(
            Goal(
                name: "memory growth, edits \(min(500, edits)) → \(edits)", value: String(format: "%+.1f MB", growth),
                target: "< 10 MB", met: growth < 10))
        print("")
        for goal in goals { print(goal.line) }
        if enforce && goals.contains(where: { !$0.met }) { throw ExitCode(1) }
    }

    /// One server with one open document; each change toggles a trailing comment on the first line.
    final class Session {
        let client: LanguageServerClient
        var uri = ""
        var version = 1
        var commented = false
        var findings = 0

        init(tool: String, root: String) throws {
            client = try LanguageServerClient(executable: URL(fileURLWithPath: tool), arguments: ["lsp"])
            _ = try client.request(
                "initialize",
                .object([
                    "processId": .null, "rootUri": .string(URL(fileURLWithPath: root).absoluteString),
                    "capabilities": .object(["general": .object(["positionEncodings": .array([.string("utf-16")])])]),
                ]), timeout: 120)
            try client.notify("initialized")
        }

        /// Opens the file and waits for its first diagnostics; returns its line count.
        func open(_ path: String) throws -> Int {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            uri = URL(fileURLWithPath: path).absoluteString
            try client.notify(
                "textDocument/didOpen",
                .object([
                    "textDocument": .object([
                        "uri": .string(uri), "languageId": .string("swift"), "version": .number(1),
                        "text": .string(text),
                    ])
                ]))
            let published = try client.diagnostics(for: uri, version: 1, timeout: 120)
            // A sample that does not parse would be answered at once with one diagnostic: not a measurement.
            if let broken = published.diagnostics.first(where: { $0.message.contains("does not parse") }) {
                throw ValidationError("\(path): \(broken.message)")
            }
            findings = published.diagnostics.count
            return text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }

        func change(waitForDiagnostics: Bool) throws {
            version += 1
            // Line 0 is `import SwiftUI` (14 characters): append " // x", or take it away again.
            let range: JSONValue =
                commented
                ? .object([
                    "start": .object(["line": .number(0), "character": .number(14)]),
                    "end": .object(["line": .number(0), "character": .number(19)]),
                ])
                : .object([
                    "start": .object(["line": .number(0), "character": .number(14)]),
                    "end": .object(["line": .number(0), "character": .number(14)]),
                ])
            try client.notify(
                "textDocument/didChange",
                .object([
                    "textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
                    "contentChanges": .array([.object(["range": range, "text": .string(commented ? "" : " // x")])]),
                ]))
            commented.toggle()
            if waitForDiagnostics {
                _ = try client.diagnostics(for: uri, version: version, timeout: 120)
                _ = client.drain()
            }
        }

        func timeOneChange() throws -> Double {
            let start = Date()
            try change(waitForDiagnostics: true)
            return Date().timeIntervalSince(start)
        }

        func residentKilobytes() -> Int {
            guard
                let status = try? String(
                    contentsOfFile: "/proc/\(client.process.processIdentifier)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
            else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }

        func end() {
            _ = try? client.request("shutdown", timeout: 10)
            try? client.notify("exit")
            _ = client.waitForExit()
            client.terminate()
        }
    }
}
