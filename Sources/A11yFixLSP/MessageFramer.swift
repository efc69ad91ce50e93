import Foundation

/// Splits a byte stream into JSON-RPC bodies framed by `Content-Length` headers (the LSP base protocol).
public struct MessageFramer: Sendable {
    public enum Frame: Equatable, Sendable {
        case body([UInt8])
        /// A header block without a usable `Content-Length` (or one over the limit): the reason;
        /// the block is skipped.
        case badHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the header's end resumes, so a header arriving in pieces is scanned once.
    private var searchFrom = 0
    /// The largest body accepted: larger ones are refused rather than buffered without bound.
    public static let maximumBodyLength = 256 << 20

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        guard let headerEnd = headerTerminator() else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        let bodyStart = headerEnd + 4
        guard let length, length >= 0, length <= Self.maximumBodyLength else {
            start = bodyStart
            compact()
            let reason =
                length.map { "Content-Length \($0) is not between 0 and \(Self.maximumBodyLength)" }
                ?? "no Content-Length in header '\(header.prefix(80))'"
            return .badHeader(reason)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        compact()
        return .body(body)
    }

    private mutating func headerTerminator() -> Int? {
        var index = max(start, searchFrom)
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        searchFrom = index
        return nil
    }

    /// Drops consumed bytes once they dominate, so a long session does not grow the buffer.
    private mutating func compact() {
        searchFrom = start
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
            searchFrom = 0
        }
    }

    /// One framed message.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
