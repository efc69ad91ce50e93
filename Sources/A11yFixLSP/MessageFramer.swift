import Foundation

/// Splits a byte stream into JSON-RPC bodies framed by `Content-Length` headers (the LSP base protocol).
public struct MessageFramer: Sendable {
    public enum Frame: Equatable, Sendable {
        case body([UInt8])
        /// A header block without a usable `Content-Length` (or one over the limit): the reason;
        /// the block is skipped.
        case badHeader(String)
    }

    private var pending = PendingBytes()
    /// The largest body accepted: larger ones are refused rather than buffered without bound.
    public static let maximumBodyLength = 256 << 20

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        guard let headerEnd = headerTerminator() else { return nil }
        let buffer = pending.bytes
        let header = String(decoding: buffer[pending.start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        let bodyStart = headerEnd + 4
        guard let length, length >= 0, length <= Self.maximumBodyLength else {
            pending.consume(upTo: bodyStart)
            let reason =
                length.map { "Content-Length \($0) is not between 0 and \(Self.maximumBodyLength)" }
                ?? "no Content-Length in header '\(header.prefix(80))'"
            return .badHeader(reason)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        pending.consume(upTo: bodyStart + length)
        return .body(body)
    }

    private mutating func headerTerminator() -> Int? {
        let buffer = pending.bytes
        var index = max(pending.start, pending.searchFrom)
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        pending.searchFrom = index
        return nil
    }

    /// One framed message.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Bytes received and not yet framed: where the unread part starts, and where the search for a
/// frame's end resumes, so a frame arriving in pieces is scanned once.
struct PendingBytes: Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var start = 0
    var searchFrom = 0

    mutating func append(_ more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Marks everything before `index` read, and drops read bytes once they dominate, so a long
    /// session does not grow the buffer.
    mutating func consume(upTo index: Int) {
        start = index
        searchFrom = start
        if start > 0, start * 2 >= bytes.count {
            bytes.removeFirst(start)
            start = 0
            searchFrom = 0
        }
    }
}
