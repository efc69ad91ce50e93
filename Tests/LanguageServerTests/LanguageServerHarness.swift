import A11yFixLSP
import A11yFixTestSupport
import Foundation

/// `a11yfix lsp` started in a scratch project, initialised, ready for documents.
final class LanguageServerHarness {
    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "a11yfix")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return PackagePaths.root.appendingPathComponent(".build/debug/a11yfix")
    }()

    let folder: URL
    let client: LanguageServerClient
    let encoding: PositionEncoding
    let cacheHome: URL

    /// `encodings`: what the client offers; `documentChanges`: whether it takes versioned edits.
    init(
        encodings: [String]? = nil, documentChanges: Bool = true, arguments: [String] = [],
        files: [String: String] = [:]
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-lsp-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        cacheHome = folder.appendingPathComponent(".cache")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Self.write(name, text, in: folder) }
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome.path]) { $1 }
        client = try LanguageServerClient(
            executable: Self.executable, arguments: ["lsp"] + arguments, directory: folder, environment: environment)
        var general: [String: JSONValue] = [:]
        if let encodings { general["positionEncodings"] = .array(encodings.map { .string($0) }) }
        let reply = try client.request(
            "initialize",
            .object([
                "processId": .null,
                "rootUri": .string(folder.absoluteString),
                "capabilities": .object([
                    "general": .object(general),
                    "workspace": .object(["workspaceEdit": .object(["documentChanges": .bool(documentChanges)])]),
                ]),
            ]))
        encoding =
            PositionEncoding(rawValue: reply.result?["capabilities"]?["positionEncoding"]?.stringValue ?? "") ?? .utf16
        try client.notify("initialized")
    }

    deinit {
        client.terminate()
        try? FileManager.default.removeItem(at: folder)
    }

    func uri(_ name: String) -> String { folder.appendingPathComponent(name).absoluteString }

    func write(_ name: String, _ text: String) throws {
        try Self.write(name, text, in: folder)
    }

    private static func write(_ name: String, _ text: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func open(_ name: String, _ text: String, version: Int = 1) throws -> PublishDiagnosticsParams {
        try client.notify(
            "textDocument/didOpen",
            .object([
                "textDocument": .object([
                    "uri": .string(uri(name)), "languageId": .string("swift"), "version": .number(Double(version)),
                    "text": .string(text),
                ])
            ]))
        return try client.diagnostics(for: uri(name), version: version)
    }

    func codeActions(_ name: String, only: [String]? = nil) throws -> [CodeAction] {
        var context: [String: JSONValue] = ["diagnostics": .array([])]
        if let only { context["only"] = .array(only.map { .string($0) }) }
        let whole = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 100_000, character: 0))
        let reply = try client.request(
            "textDocument/codeAction",
            .object([
                "textDocument": .object(["uri": .string(uri(name))]), "range": try JSONValue(encoding: whole),
                "context": .object(context),
            ]))
        return try (reply.result ?? .array([])).decode([CodeAction].self)
    }

    /// What `a11yfix fix` writes for this text, run on a copy of the file in the same project.
    func fixedByCommandLine(_ name: String, _ text: String) throws -> String {
        let copy = "copy-of-" + name
        try write(copy, text)
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent(copy)) }
        let run = try Subprocess.run(Self.executable, ["fix", "--no-cache", "--summary", "none", copy], in: folder)
        guard run.status == 0 else { throw HarnessError(message: "a11yfix fix exited \(run.status): \(run.output)") }
        return try String(contentsOf: folder.appendingPathComponent(copy), encoding: .utf8)
    }

    /// An action's edits applied to `text`, as an editor applies them: all positions are in the
    /// text before the edit, so they are applied from the last to the first.
    func apply(_ action: CodeAction, to text: String, uri: String) -> String {
        let edits =
            action.edit?.documentChanges?.first { $0.textDocument.uri == uri }?.edits ?? action.edit?.changes?[uri]
            ?? []
        // Last first; of inserts at one position the later one first, so they end up in array order.
        let changes = edits.enumerated().sorted {
            ($0.element.range.start, $0.offset) > ($1.element.range.start, $1.offset)
        }
        .map { TextDocumentContentChangeEvent(range: $0.element.range, text: $0.element.newText) }
        let table = LineTable(Array(text.utf8))
        // Convert all at once against the original text, then splice in reverse order.
        let spans = changes.map {
            (
                table.offset(
                    of: $0.range!.start, encoding: encoding)..<table.offset(of: $0.range!.end, encoding: encoding),
                $0.text
            )
        }
        var bytes = Array(text.utf8)
        for (span, replacement) in spans { bytes.replaceSubrange(span, with: Array(replacement.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

struct HarnessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
