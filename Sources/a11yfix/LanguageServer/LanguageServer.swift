import A11yFixConfiguration
import A11yFixCore
import A11yFixLSP
import Foundation

/// `a11yfix lsp`: diagnostics, quick fixes, the file-wide fix and hover for open Swift buffers.
/// One loop owns all state: it takes what arrived, handles it in order, then analyses the buffers
/// whose quiet time is over. A result is published only if no newer change is already waiting.
final class LanguageServer {
    private struct OpenDocument {
        var uri: String
        var path: String
        /// A `file:` buffer stands for its file in the project index; others (a diff's old side,
        /// an unsaved buffer) are analysed but never replace a file's facts.
        var isFile: Bool
        var version: Int
        var text: [UInt8]
    }

    private let connection: Connection
    private let commandLine: ServerSettings
    private let makeResolver: (String?) throws -> ConfigurationResolver
    private var settings: ServerSettings
    private var workspace: Workspace?
    private var encoding = PositionEncoding.utf16
    private var clientSupportsDocumentChanges = false
    private var clientWatchesFilesDynamically = false
    private var clientAnswersConfigurationRequests = false
    /// The command line's settings with `initializationOptions` over them: what client settings refine.
    private var baseSettings: ServerSettings
    private var pendingConfigurationRequest: RequestID?
    private var shutdownRequested = false
    private var documents: [String: OpenDocument] = [:]
    private var analyses: [String: DocumentAnalysis] = [:]
    /// Buffers waiting for analysis, and when their quiet time ends.
    private var due: [String: Date] = [:]
    private var nextRequestID = 1
    /// The editor's process, from `initialize`: when it is gone, so is the server (LSP asks for this
    /// even if the pipe stays open, e.g. when the editor was killed and a child holds the pipe).
    private var parentProcess: pid_t?
    private var nextParentCheck = Date.distantFuture

    /// `makeResolver` builds the configuration resolver for a `config` path (nil: the nearest
    /// `.a11yfix.yml`), with the command line's deployment targets and platforms.
    init(
        connection: Connection, settings: ServerSettings,
        makeResolver: @escaping (String?) throws -> ConfigurationResolver
    ) {
        self.connection = connection
        self.commandLine = settings
        self.settings = settings
        self.baseSettings = settings
        self.makeResolver = makeResolver
    }

    /// Serves until the client sends `exit` or goes away; the exit status LSP asks for.
    func run() -> Int32 {
        connection.startReading()
        while true {
            let wakeUp = min(due.values.min() ?? .distantFuture, nextParentCheck)
            let batch = connection.take(waitingUntil: wakeUp == .distantFuture ? nil : wakeUp)
            if Date() >= nextParentCheck {
                if let parentProcess, kill(parentProcess, 0) == -1, errno == ESRCH { return 1 }
                nextParentCheck = Date().addingTimeInterval(3)
            }
            var cancelled: Set<RequestID> = []
            for case let .message(message) in batch where message.method == "$/cancelRequest" {
                if let id = try? message.params?.decode(CancelParams.self).id { cancelled.insert(id) }
            }
            for inbound in batch {
                switch inbound {
                case .closed:
                    return shutdownRequested ? 0 : 1
                case let .malformed(error, id):
                    connection.send(.error(id: id, error))
                case let .message(message):
                    if let status = handle(message, cancelled: cancelled) { return status }
                }
            }
            analyseDueDocuments()
        }
    }

    // MARK: Messages

    private func handle(_ message: IncomingMessage, cancelled: Set<RequestID>) -> Int32? {
        guard let method = message.method else {
            // A response to the server's own request: only the settings it asked for matter.
            if let id = message.id, id == pendingConfigurationRequest {
                pendingConfigurationRequest = nil
                if let section = message.result?.arrayValue?.first, section != .null { apply(settingsFrom: section) }
            }
            return nil
        }
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        guard let id = message.id else {
            handleNotification(method, message.params)
            return nil
        }
        if cancelled.contains(id) {
            connection.send(.error(id: id, ResponseError(code: ResponseError.requestCancelled, message: "cancelled")))
            return nil
        }
        do {
            connection.send(.response(id: id, result: try respond(to: method, message.params)))
        } catch let error as ResponseError {
            connection.send(.error(id: id, error))
        } catch {
            connection.send(
                .error(
                    id: id,
                    ResponseError(code: ResponseError.invalidParams, message: "\(method): \(Self.describe(error))")))
        }
        return nil
    }

    private func respond(to method: String, _ params: JSONValue?) throws -> JSONValue {
        if method == "initialize" {
            guard workspace == nil else {
                throw ResponseError(code: ResponseError.invalidRequest, message: "initialize was already sent")
            }
            return try initialize(try decode(InitializeParams.self, params))
        }
        guard workspace != nil else {
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "\(method) before initialize")
        }
        if shutdownRequested {
            throw ResponseError(code: ResponseError.invalidRequest, message: "\(method) after shutdown")
        }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/codeAction":
            return try JSONValue(encoding: codeActions(try decode(CodeActionParams.self, params)))
        case "textDocument/hover":
            guard let hover = hover(try decode(TextDocumentPositionParams.self, params)) else { return .null }
            return try JSONValue(encoding: hover)
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "method not found: \(method)")
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) {
        guard workspace != nil, !shutdownRequested else { return }
        do {
            switch method {
            case "initialized":
                watchProjectFiles()
                requestConfiguration()
            case "textDocument/didOpen":
                let item = try decode(DidOpenTextDocumentParams.self, params).textDocument
                // Only Swift buffers: a client that also attaches the server to, say, the YAML
                // configuration gets nothing for it rather than a parse error.
                guard item.languageId == "swift" || item.uri.hasSuffix(".swift"),
                    let path = Self.path(of: item.uri, root: workspace?.root)
                else { return }
                documents[item.uri] = OpenDocument(
                    uri: item.uri, path: path, isFile: URL(string: item.uri)?.isFileURL == true,
                    version: item.version, text: Array(item.text.utf8))
                due[item.uri] = Date()  // a new buffer is shown at once
            case "textDocument/didChange":
                let change = try decode(DidChangeTextDocumentParams.self, params)
                guard var document = documents[change.textDocument.uri] else { return }
                document.text = LineTable.applying(change.contentChanges, to: document.text, encoding: encoding)
                document.version = change.textDocument.version ?? document.version + 1
                documents[document.uri] = document
                due[document.uri] = Date().addingTimeInterval(Double(settings.debounceMilliseconds) / 1000)
            case "textDocument/didClose":
                let uri = try decode(DidCloseTextDocumentParams.self, params).textDocument.uri
                if let document = documents.removeValue(forKey: uri), document.isFile {
                    workspace?.close(path: document.path)
                }
                analyses[uri] = nil
                due[uri] = nil
                publish(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
            case "textDocument/didSave":
                let uri = try decode(DidSaveTextDocumentParams.self, params).textDocument.uri
                if ProjectFiles.affectConfiguration(uri) { reload() }
            case "workspace/didChangeWatchedFiles":
                let changes = try decode(DidChangeWatchedFilesParams.self, params).changes
                // Swift files created, changed or deleted outside the editor keep the project index true.
                var indexChanged = false
                for change in changes where change.uri.hasSuffix(".swift") {
                    guard let path = Self.path(of: change.uri, root: workspace?.root), workspace?.indexes(path) == true,
                        !documents.values.contains(where: { $0.isFile && $0.path == path })
                    else { continue }
                    if workspace?.refresh(file: path, deleted: change.type == 3) == true { indexChanged = true }
                }
                if indexChanged {
                    // What other files declare decides some findings: every open buffer is looked at again.
                    analyses.removeAll()
                    for uri in documents.keys {
                        due[uri] = Date().addingTimeInterval(Double(settings.debounceMilliseconds) / 1000)
                    }
                }
                if changes.contains(where: { ProjectFiles.affectConfiguration($0.uri) }) { reload() }
            case "workspace/didChangeConfiguration":
                // Pushed settings are used as sent; a bare notification means "ask me" (the pull model).
                let pushed = try decode(DidChangeConfigurationParams.self, params).settings
                if let pushed, pushed != .null, pushed["a11yfix"] != nil || !clientAnswersConfigurationRequests {
                    apply(settingsFrom: pushed)
                } else {
                    requestConfiguration()
                }
            default:
                break  // `$/cancelRequest` was seen with its batch; other notifications need nothing
            }
        } catch {
            log("\(method): \(Self.describe(error))")
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: InitializeParams) throws -> JSONValue {
        let capabilities = params.capabilities
        let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        encoding = PositionEncoding.negotiate(offered: offered)
        if case .bool(true)? = capabilities?["workspace"]?["workspaceEdit"]?["documentChanges"] {
            clientSupportsDocumentChanges = true
        }
        if case .bool(true)? = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] {
            clientWatchesFilesDynamically = true
        }
        if case .bool(true)? = capabilities?["workspace"]?["configuration"] {
            clientAnswersConfigurationRequests = true
        }
        baseSettings = commandLine.updated(with: params.initializationOptions)
        settings = baseSettings
        if let processId = params.processId, processId > 0, processId <= Int(Int32.max) {
            parentProcess = pid_t(processId)
            nextParentCheck = Date().addingTimeInterval(3)
        }
        let root =
            (params.workspaceFolders?.first?.uri ?? params.rootUri).flatMap { Self.path(of: $0, root: nil) }
            ?? params.rootPath
        workspace = Workspace(root: root, planner: try makePlanner())
        return .object([
            "capabilities": .object([
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": .object([
                    "openClose": .bool(true),
                    "change": .number(2),  // incremental
                    "save": .object(["includeText": .bool(false)]),
                ]),
                "codeActionProvider": .object([
                    "codeActionKinds": .array([.string("quickfix"), .string(FixAllAction.kind)])
                ]),
                "hoverProvider": .bool(true),
            ]),
            "serverInfo": .object(["name": .string("a11yfix"), "version": .string(A11yFixVersion.current)]),
        ])
    }

    /// Asks the client to report changes to the files that decide configuration and targets.
    private func watchProjectFiles() {
        guard clientWatchesFilesDynamically else { return }
        let watchers = ProjectFiles.watchedPatterns.map { JSONValue.object(["globPattern": .string($0)]) }
        let registration = JSONValue.object([
            "id": .string("a11yfix-project-files"),
            "method": .string("workspace/didChangeWatchedFiles"),
            "registerOptions": .object(["watchers": .array(watchers)]),
        ])
        connection.send(
            .request(
                id: .number(nextRequestID), method: "client/registerCapability",
                params: .object(["registrations": .array([registration])])))
        nextRequestID += 1
    }

    /// Asks a client that keeps settings for the `a11yfix` section (`workspace/configuration`).
    private func requestConfiguration() {
        guard clientAnswersConfigurationRequests else { return }
        let id = RequestID.number(nextRequestID)
        nextRequestID += 1
        pendingConfigurationRequest = id
        connection.send(
            .request(
                id: id, method: "workspace/configuration",
                params: .object(["items": .array([.object(["section": .string("a11yfix")])])])))
    }

    private func apply(settingsFrom json: JSONValue) {
        let changed = baseSettings.updated(with: json)
        guard changed != settings else { return }
        settings = changed
        reload()
    }

    private func makePlanner() throws -> RunPlanner {
        do {
            // One planner per reload, so its folder listings see projects created since the last.
            let resolver = try makeResolver(settings.config)
            return RunPlanner(
                options: try settings.selection(), resolver: resolver,
                roots: ProjectRoots(explicitRoot: settings.projectRoot, listings: resolver.folderListings))
        } catch let error as ServerSettingsError {
            throw ResponseError(code: ResponseError.invalidParams, message: error.message)
        }
    }

    /// Configuration, settings or project files changed: plan afresh and analyse every buffer again.
    private func reload() {
        do {
            workspace?.replacePlanner(try makePlanner())
        } catch {
            log("settings not applied: \(Self.describe(error))")
            return
        }
        analyses.removeAll()
        for uri in documents.keys { due[uri] = Date() }
    }

    // MARK: Analysis

    private func analyseDueDocuments() {
        let now = Date()
        for (uri, time) in due where time <= now {
            due[uri] = nil
            guard let document = documents[uri] else { continue }
            let generation = workspace?.indexGeneration
            let analysis = analysis(of: document)
            // An edit that changed what this file tells the project (a helper added, a view's
            // content) changes other buffers' findings too: they are looked at again.
            if workspace?.indexGeneration != generation {
                for other in documents.keys where other != uri && due[other] == nil {
                    due[other] = Date().addingTimeInterval(Double(settings.debounceMilliseconds) / 1000)
                }
            }
            // A change that arrived while this ran makes the result stale: the change's own run publishes.
            if connection.hasPendingChange(to: uri) { continue }
            publish(analysis, of: document)
        }
    }

    private func analysis(of document: OpenDocument) -> DocumentAnalysis {
        if let known = analyses[document.uri], known.version == document.version, known.input == document.text,
            known.indexGeneration == workspace?.indexGeneration
        {
            return known
        }
        guard let workspace else { return DocumentAnalysis(version: document.version, input: document.text) }
        let analysis = DocumentAnalysis.analyse(
            document.text, version: document.version, path: document.path,
            indexed: document.isFile, in: workspace)
        analyses[document.uri] = analysis
        return analysis
    }

    private func publish(_ analysis: DocumentAnalysis, of document: OpenDocument) {
        let diagnostics = analysis.diagnostics(LineTable(analysis.input), encoding: encoding)
        publish(PublishDiagnosticsParams(uri: document.uri, version: analysis.version, diagnostics: diagnostics))
    }

    private func publish(_ params: PublishDiagnosticsParams) {
        guard let json = try? JSONValue(encoding: params) else { return }
        connection.send(.notification(method: "textDocument/publishDiagnostics", params: json))
    }

    /// The analysis of a buffer as it is now; computed (and published) at once if a change is still in its quiet time.
    private func currentAnalysis(of uri: String) -> DocumentAnalysis? {
        guard let document = documents[uri] else { return nil }
        let analysis = analysis(of: document)
        if due.removeValue(forKey: uri) != nil { publish(analysis, of: document) }
        return analysis
    }

    // MARK: Code actions and hover

    private func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let analysis = currentAnalysis(of: params.textDocument.uri) else { return [] }
        let table = LineTable(analysis.input)
        let diagnostics = analysis.diagnostics(table, encoding: encoding)
        let wants = { (kind: String) in
            params.context.only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        var actions: [CodeAction] = []
        if wants("quickfix") {
            for (item, diagnostic) in zip(analysis.items, diagnostics) {
                guard let edits = item.edits, let fix = item.finding.fix, diagnostic.range.overlaps(params.range) else {
                    continue
                }
                let lspEdits = edits.map {
                    A11yFixLSP.TextEdit(range: table.range(of: $0.range, encoding: encoding), newText: $0.replacement)
                }
                actions.append(
                    CodeAction(
                        title: "a11yfix: " + fix.summary, kind: "quickfix", diagnostics: [diagnostic],
                        isPreferred: true,
                        edit: workspaceEdit(uri: params.textDocument.uri, version: analysis.version, edits: lspEdits)))
            }
        }
        let inRange = zip(analysis.items, diagnostics).filter { $0.1.range.overlaps(params.range) }
        if wants("quickfix"), !inRange.isEmpty, analysis.failure == nil {
            let file = SourceFile(path: "", bytes: analysis.input)
            var offered: Set<SuppressAction.Target> = []
            for (item, diagnostic) in inRange {
                guard
                    let target = SuppressAction.target(
                        forFindingAt: item.span.lowerBound, transformID: item.finding.transformID, in: file,
                        table: table),
                    offered.insert(target).inserted
                else { continue }
                let edit = SuppressAction.edit(for: target, in: analysis.input, table: table)
                actions.append(
                    CodeAction(
                        title: "a11yfix: disable \(item.finding.transformID) for this line", kind: "quickfix",
                        diagnostics: [diagnostic], isPreferred: false,
                        edit: workspaceEdit(uri: params.textDocument.uri, version: analysis.version, edits: [edit])))
            }
        }
        if wants(FixAllAction.kind), let output = analysis.output {
            let edit = FixAllAction.edit(from: analysis.input, to: output, table: table, encoding: encoding)
            actions.append(
                CodeAction(
                    title: "a11yfix: fix all in this file", kind: FixAllAction.kind, diagnostics: nil, isPreferred: nil,
                    edit: workspaceEdit(uri: params.textDocument.uri, version: analysis.version, edits: [edit])))
        }
        return actions
    }

    private func workspaceEdit(uri: String, version: Int, edits: [A11yFixLSP.TextEdit]) -> WorkspaceEdit {
        if clientSupportsDocumentChanges {
            return WorkspaceEdit(documentChanges: [
                TextDocumentEdit(
                    textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), edits: edits)
            ])
        }
        return WorkspaceEdit(changes: [uri: edits])
    }

    private func hover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let analysis = currentAnalysis(of: params.textDocument.uri) else { return nil }
        let table = LineTable(analysis.input)
        let diagnostics = analysis.diagnostics(table, encoding: encoding)
        // A finding spans its whole construct, so one inside a `Button { … }` is inside the
        // button's too: the innermost comes first.
        let hits = zip(analysis.items, diagnostics).filter { $0.1.range.contains(params.position) }
            .sorted { ($0.0.span.count, $0.0.span.lowerBound) < ($1.0.span.count, $1.0.span.lowerBound) }
        // A construct a transform left alone on purpose says why, by the reason's name.
        let left = analysis.leftAlone.map { ($0.record, table.range(of: $0.span, encoding: encoding)) }
            .filter { $0.1.contains(params.position) }
        let reasons = left.compactMap { record, _ in
            record.leftAlone.map { "**\(record.transformID)** left this alone (`\($0.id)`): \($0.explanation)." }
        }
        guard let range = hits.first?.1.range ?? left.first?.1 else { return nil }
        let ids = hits.map(\.0.finding.transformID).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let text =
            (reasons.isEmpty ? [] : [reasons.joined(separator: "\n\n")])
            + ids.map { TransformDocumentation(id: $0).explanation }
        return Hover(
            contents: MarkupContent(kind: "markdown", value: text.joined(separator: "\n---\n\n")), range: range)
    }

    // MARK: Helpers

    private func decode<T: Decodable>(_ type: T.Type, _ params: JSONValue?) throws -> T {
        try (params ?? .null).decode(T.self)
    }

    private func log(_ text: String) {
        connection.send(
            .notification(
                method: "window/logMessage",
                params: .object(["type": .number(2), "message": .string("a11yfix: " + text)])))
    }

    /// A buffer's path: the file a `file:` URI names; other schemes (an unsaved buffer) are planned
    /// as a file in the workspace root, so its configuration applies.
    static func path(of uri: String, root: String?) -> String? {
        guard let url = URL(string: uri) else { return nil }
        if url.isFileURL { return url.standardizedFileURL.path }
        let name = url.lastPathComponent.isEmpty ? "untitled.swift" : url.lastPathComponent
        return (root ?? FileManager.default.currentDirectoryPath) + "/" + name
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, _): return "missing '\(key.stringValue)'"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context):
            return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        case let error as ResponseError: return error.message
        default: return "\(error)"
        }
    }
}

/// The files the server asks the client to watch, and those whose change means plans must be made again.
enum ProjectFiles {
    static let watchedPatterns = ["**/.a11yfix.yml", "**/Package.swift", "**/*.pbxproj", "**/*.xcconfig", "**/*.swift"]

    static func affectConfiguration(_ uri: String) -> Bool {
        let name = uri.split(separator: "/").last.map(String.init) ?? uri
        return name == ".a11yfix.yml" || name == "Package.swift" || name.hasSuffix(".pbxproj")
            || name.hasSuffix(".xcconfig")
    }
}
