import Foundation

/// How JSON-RPC bodies are delimited on a byte stream: the Language Server Protocol's
/// `Content-Length` headers, or the Model Context Protocol's stdio transport, one body per line.
public enum Framing: Sendable {
    case contentLength
    case newline

    /// One framed message.
    public func frame(_ body: [UInt8]) -> [UInt8] {
        switch self {
        case .contentLength: MessageFramer.frame(body)
        // JSON never needs a raw newline (the encoder escapes them in strings), so a line is a body.
        case .newline: body + [10]
        }
    }

    public func makeFramer() -> StreamFramer { StreamFramer(self) }
}

/// Splits a byte stream into bodies, framed either way.
public struct StreamFramer: Sendable {
    private var headers: MessageFramer?
    private var lines: LineFramer?

    init(_ framing: Framing) {
        switch framing {
        case .contentLength: headers = MessageFramer()
        case .newline: lines = LineFramer()
        }
    }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        headers?.append(bytes)
        lines?.append(bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> MessageFramer.Frame? {
        headers?.next() ?? lines?.next()
    }
}

/// Splits a byte stream into newline-delimited bodies (MCP's stdio transport). A carriage return
/// before the newline is dropped, and blank lines are skipped.
public struct LineFramer: Sendable {
    private var pending = PendingBytes()
    /// A line without an end past this length is refused rather than buffered without bound.
    public static let maximumLineLength = MessageFramer.maximumBodyLength

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(bytes)
    }

    public mutating func next() -> MessageFramer.Frame? {
        while true {
            let buffer = pending.bytes
            guard let end = buffer[max(pending.start, pending.searchFrom)...].firstIndex(of: 10) else {
                pending.searchFrom = buffer.count
                if buffer.count - pending.start > Self.maximumLineLength {
                    pending.consume(upTo: buffer.count)
                    return .badHeader("a message line is longer than \(Self.maximumLineLength) bytes")
                }
                return nil
            }
            var line = buffer[pending.start..<end]
            if line.last == 13 { line = line.dropLast() }
            pending.consume(upTo: end + 1)
            if line.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
            return .body(Array(line))
        }
    }
}
