import A11yFixCore
import A11yFixLSP
import Foundation

/// The Model Context Protocol over stdio: newline-delimited JSON-RPC 2.0. The read loop stays
/// free while tools run on their own threads, so a `notifications/cancelled` reaches the call it
/// names; the server ends when the client closes stdin.
final class MCPServer: @unchecked Sendable {
    /// Newest first; a client asking for another version gets the newest.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    private let connection: Connection
    private let lock = NSLock()
    private var roots: ServedRoots
    private var initialized = false
    private var clientHasRoots = false
    /// A `roots/list` is out: tool calls wait for its answer, so they serve the folders the client
    /// means, not the start folder.
    private let rootsAnswered = NSCondition()
    private var awaitingRoots = false
    private var running: [RequestID: ToolCall] = [:]
    private var nextRequest = 1
    private let calls = DispatchGroup()

    init(connection: Connection, folder: URL) {
        self.connection = connection
        roots = ServedRoots(folders: [folder])
    }

    /// Serves until stdin closes; the exit status.
    func run() -> Int32 {
        connection.startReading()
        while true {
            for inbound in connection.take(waitingUntil: nil) {
                switch inbound {
                case let .message(message): handle(message)
                case let .malformed(error, id): connection.send(.error(id: id, error))
                case .closed:
                    for call in lock.withLock({ Array(running.values) }) { call.cancel() }
                    calls.wait()
                    return 0
                }
            }
        }
    }

    private func handle(_ message: IncomingMessage) {
        guard let method = message.method else {
            acceptRoots(message)
            return
        }
        let id = message.id
        switch method {
        case "initialize":
            guard let id else { return }
            connection.send(.response(id: id, result: initializeResult(message.params)))
        case "notifications/initialized":
            lock.withLock { initialized = true }
            if clientHasRoots { askForRoots() }
        case "notifications/roots/list_changed":
            if clientHasRoots { askForRoots() }
        case "notifications/cancelled":
            guard let requestID = message.params?["requestId"].flatMap({ try? $0.decode(RequestID.self) }) else {
                return
            }
            lock.withLock { running[requestID] }?.cancel()
        case "ping":
            if let id { connection.send(.response(id: id, result: [:])) }
        case "tools/list":
            guard let id else { return }
            connection.send(.response(id: id, result: ["tools": .array(MCPTools.all.map(MCPTools.definition))]))
        case "tools/call":
            guard let id else { return }
            call(id: id, params: message.params)
        case "resources/list":
            guard let id else { return }
            connection.send(.response(id: id, result: ["resources": .array(MCPResources.list())]))
        case "resources/templates/list":
            guard let id else { return }
            connection.send(.response(id: id, result: ["resourceTemplates": .array(MCPResources.templates())]))
        case "resources/read":
            guard let id else { return }
            let uri = message.params?["uri"]?.stringValue ?? ""
            if let contents = MCPResources.read(uri) {
                connection.send(.response(id: id, result: ["contents": [contents]]))
            } else {
                connection.send(.error(id: id, ResponseError(code: -32002, message: "resource not found: \(uri)")))
            }
        default:
            // Notifications the server does not act on are ignored, as JSON-RPC asks.
            if let id {
                connection.send(
                    .error(
                        id: id, ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)")))
            }
        }
    }

    private func initializeResult(_ params: JSONValue?) -> JSONValue {
        let asked = params?["protocolVersion"]?.stringValue ?? ""
        let version = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
        clientHasRoots = params?["capabilities"]?["roots"] != nil
        return [
            "protocolVersion": .string(version),
            "capabilities": [
                "tools": ["listChanged": false], "resources": ["subscribe": false, "listChanged": false],
            ],
            "serverInfo": ["name": "a11yfix", "title": "a11yfix", "version": .string(A11yFixVersion.current)],
            "instructions": """
            a11yfix fixes accessibility in Swift source (SwiftUI, UIKit, AppKit) deterministically. \
            Start with `audit`; `fix_files` returns a diff (apply: true writes it); labels it infers \
            are marked [VERIFY] for a person to confirm; `explain` says what a transform does.
            """,
        ]
    }

    private func askForRoots() {
        let id = lock.withLock {
            defer { nextRequest += 1 }
            return RequestID.string("roots-\(nextRequest)")
        }
        rootsAnswered.withLock { awaitingRoots = true }
        connection.send(.request(id: id, method: "roots/list", params: [:]))
    }

    /// The answer to `roots/list`: from now on, tools serve those folders.
    /// A client that answers with an error or no file roots leaves the start folder served.
    private func acceptRoots(_ message: IncomingMessage) {
        guard case let .string(id)? = message.id, id.hasPrefix("roots-") else { return }
        if let uris = message.result?["roots"]?.arrayValue?.compactMap({ $0["uri"]?.stringValue }),
            let declared = ServedRoots.fromClient(uris)
        {
            lock.withLock { roots = declared }
        }
        rootsAnswered.withLock {
            awaitingRoots = false
            rootsAnswered.broadcast()
        }
    }

    /// The roots to serve a call with, once an outstanding `roots/list` is answered (or has had
    /// ten seconds); nil when the call is cancelled meanwhile.
    private func currentRoots(for call: ToolCall) -> ServedRoots? {
        let deadline = Date().addingTimeInterval(10)
        rootsAnswered.lock()
        while awaitingRoots, !call.cancelled, Date() < deadline {
            _ = rootsAnswered.wait(until: min(deadline, Date().addingTimeInterval(0.05)))
        }
        rootsAnswered.unlock()
        return call.cancelled ? nil : lock.withLock { roots }
    }

    private func call(id: RequestID, params: JSONValue?) {
        guard let name = params?["name"]?.stringValue, let tool = MCPTools.named(name) else {
            let name = params?["name"]?.stringValue ?? ""
            connection.send(
                .error(id: id, ResponseError(code: ResponseError.invalidParams, message: "unknown tool '\(name)'")))
            return
        }
        let arguments = params?["arguments"]?.objectValue ?? [:]
        let call = ToolCall(arguments: arguments)
        lock.withLock { running[id] = call }
        calls.enter()
        Thread.detachNewThread { [self] in
            let result: ToolResult
            do {
                guard let roots = currentRoots(for: call) else { throw CancellationError() }
                call.roots = roots
                result = try tool.handler(call)
            } catch is CancellationError {
                result = .error("cancelled")
            } catch {
                result = .error("\(error)")
            }
            lock.withLock { running[id] = nil }
            // A cancelled request gets no response (the client has stopped waiting for it).
            if !call.cancelled { connection.send(.response(id: id, result: result.json)) }
            calls.leave()
        }
    }
}
