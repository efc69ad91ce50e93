import A11yFixLSP
import Foundation

/// The server's side of the pipe (LSP or MCP framing): a thread that reads messages from stdin into an inbox,
/// and a locked writer for stdout. The server takes messages in batches, so a `$/cancelRequest`
/// that arrived with its request is seen before the request runs.
final class Connection: @unchecked Sendable {
    enum Inbound {
        case message(IncomingMessage)
        /// A body that is not JSON-RPC: answered with an error (for the request's id when it could
        /// be read), then the server goes on.
        case malformed(ResponseError, id: RequestID?)
        /// The client closed stdin: the server ends.
        case closed
    }

    private let condition = NSCondition()
    private var inbox: [Inbound] = []
    private let writeLock = NSLock()
    private let input: FileHandle
    private let output: FileHandle
    private let framing: Framing

    init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput, framing: Framing = .contentLength) {
        self.input = input
        self.output = output
        self.framing = framing
    }

    func startReading() {
        let thread = Thread { [self] in readLoop() }
        // Decoding is recursive; JSONDecoder stops at 512 levels of nesting, which needs more than 1 MB.
        thread.stackSize = 16 << 20
        thread.start()
    }

    private func readLoop() {
        var framer = framing.makeFramer()
        while true {
            let chunk = input.availableData
            if chunk.isEmpty {
                deliver([.closed])
                return
            }
            framer.append(chunk)
            var batch: [Inbound] = []
            while let frame = framer.next() {
                switch frame {
                case let .body(body):
                    batch.append(Self.inbound(from: body))
                case let .badHeader(reason):
                    batch.append(.malformed(ResponseError(code: ResponseError.parseError, message: reason), id: nil))
                }
            }
            if !batch.isEmpty { deliver(batch) }
        }
    }

    private func deliver(_ batch: [Inbound]) {
        condition.lock()
        inbox.append(contentsOf: batch)
        condition.signal()
        condition.unlock()
    }

    /// Everything that has arrived, waiting until `deadline` for something (forever when nil).
    /// Empty when the deadline passed first.
    func take(waitingUntil deadline: Date?) -> [Inbound] {
        condition.lock()
        defer { condition.unlock() }
        while inbox.isEmpty {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        let batch = inbox
        inbox.removeAll(keepingCapacity: true)
        return batch
    }

    /// Whether a change to `uri` is waiting: a result computed now would be stale on arrival.
    func hasPendingChange(to uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return inbox.contains { inbound in
            guard case let .message(message) = inbound, message.method == "textDocument/didChange" else { return false }
            return message.params?["textDocument"]?["uri"]?.stringValue == uri
        }
    }

    func send(_ message: OutgoingMessage) {
        guard let body = try? JSONEncoder().encode(message) else { return }
        let framed = framing.frame([UInt8](body))
        // A client that has gone makes the write fail; the read side sees the end and stops the server.
        writeLock.withLock { _ = try? output.write(contentsOf: Data(framed)) }
    }

    /// A message, or the error JSON-RPC asks for: parse error for what is not JSON, invalid request
    /// (with the id, when there is one) for JSON that is not a request, response or notification.
    static func inbound(from body: [UInt8]) -> Inbound {
        if let message = try? JSONDecoder().decode(IncomingMessage.self, from: Data(body)),
            message.method != nil || message.id != nil
        {
            return .message(message)
        }
        let json: JSONValue
        do { json = try JSONDecoder().decode(JSONValue.self, from: Data(body)) } catch {
            return .malformed(
                ResponseError(code: ResponseError.parseError, message: "not JSON: \(reason(error))"), id: nil)
        }
        let id = json["id"].flatMap { try? $0.decode(RequestID.self) }
        return .malformed(
            ResponseError(
                code: ResponseError.invalidRequest, message: "not a JSON-RPC request, response or notification"), id: id
        )
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context):
            return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.keyNotFound(_, context):
            return context.debugDescription
        default: return "\(error)"
        }
    }
}
