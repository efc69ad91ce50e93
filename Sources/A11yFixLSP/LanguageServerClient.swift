import Foundation

/// A minimal JSON-RPC client (LSP or MCP framing) that drives a server subprocess over pipes: what the protocol tests and
/// the benchmark use. Messages the caller is not waiting for are kept, in order.
public final class LanguageServerClient {
    public let process = Process()
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private var framer: StreamFramer
    private let framing: Framing
    private var received: [IncomingMessage] = []
    private var nextID = 1

    public init(
        executable: URL, arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        framing: Framing = .contentLength
    ) throws {
        self.framing = framing
        framer = framing.makeFramer()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    public func sendRaw(_ bytes: [UInt8]) {
        try? toServer.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    public func notify(_ method: String, _ params: JSONValue = .object([:])) throws {
        sendRaw(
            framing.frame(
                try Self.body(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])))
    }

    /// Sends a request and returns its id; `response(to:)` waits for the answer.
    @discardableResult
    public func send(_ method: String, _ params: JSONValue = .object([:])) throws -> RequestID {
        let id = RequestID.number(nextID)
        nextID += 1
        sendRaw(
            framing.frame(
                try Self.body([
                    "jsonrpc": .string("2.0"), "id": .number(Double(nextID - 1)), "method": .string(method),
                    "params": params,
                ])))
        return id
    }

    /// Answers a request the server sent (`workspace/configuration`, …).
    public func respond(to id: RequestID, result: JSONValue) throws {
        sendRaw(
            framing.frame([UInt8](try JSONEncoder().encode(OutgoingMessage.response(id: id, result: result)))))
    }

    public func request(_ method: String, _ params: JSONValue = .object([:]), timeout: TimeInterval = 120) throws
        -> IncomingMessage
    {
        let id = try send(method, params)
        return try response(to: id, timeout: timeout)
    }

    public func response(to id: RequestID, timeout: TimeInterval = 120) throws -> IncomingMessage {
        try next(timeout: timeout) { $0.id == id && $0.method == nil }
    }

    /// The next diagnostics published for `uri`, optionally for a given version.
    public func diagnostics(for uri: String, version: Int? = nil, timeout: TimeInterval = 120) throws
        -> PublishDiagnosticsParams
    {
        let message = try next(timeout: timeout) { message in
            guard message.method == "textDocument/publishDiagnostics",
                let params = try? message.params?.decode(PublishDiagnosticsParams.self)
            else { return false }
            return params.uri == uri && (version == nil || params.version == version)
        }
        return try message.params!.decode(PublishDiagnosticsParams.self)
    }

    /// The first message (kept or new) that matches; the ones before it stay for later calls.
    public func next(timeout: TimeInterval = 120, where matches: (IncomingMessage) -> Bool) throws -> IncomingMessage {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            guard Date() < deadline else { throw ClientError.timedOut }
            try readMore(until: deadline)
        }
    }

    /// Everything received so far that nobody asked for.
    public func drain() -> [IncomingMessage] {
        defer { received.removeAll() }
        return received
    }

    public func closeInput() {
        try? toServer.fileHandleForWriting.close()
    }

    /// Waits for the server to end; nil if it is still running after `timeout`.
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    public func terminate() {
        if process.isRunning { process.terminate() }
    }

    private func readMore(until deadline: Date) throws {
        let handle = fromServer.fileHandleForReading
        var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow, 1)) * 1000)
        guard poll(&poller, 1, milliseconds) > 0 else { return }
        let data = handle.availableData
        if data.isEmpty { throw ClientError.serverClosed }
        framer.append(data)
        while let frame = framer.next() {
            if case let .body(body) = frame {
                received.append(try JSONDecoder().decode(IncomingMessage.self, from: Data(body)))
            }
        }
    }

    private static func body(_ object: [String: JSONValue]) throws -> [UInt8] {
        [UInt8](try JSONEncoder().encode(JSONValue.object(object)))
    }

    public enum ClientError: Error {
        case timedOut
        case serverClosed
    }
}
