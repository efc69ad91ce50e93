#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over UTF-8 bytes. On Linux `String.contains(_: String)` goes through
/// Foundation (NSString bridging) and costs two orders of magnitude more; transforms search
/// source text on every candidate, so they use this.
package enum ByteSearch {
    package static func contains(_ haystack: UnsafeRawBufferPointer, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty else { return true }
        // memchr finds candidates at memory speed; memcmp confirms them.
        guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
        let first = Int32(pattern[0]), lastStart = haystack.count - pattern.count
        var offset = 0
        while offset <= lastStart, let hit = memchr(base + offset, first, lastStart - offset + 1) {
            let position = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return true }
            offset = position + 1
        }
        return false
    }

    /// Every offset at which `pattern` starts, in order.
    package static func offsets(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeRawBufferPointer) -> [Int] {
        guard let base = haystack.baseAddress, !pattern.isEmpty, haystack.count >= pattern.count else { return [] }
        let first = Int32(pattern[0]), lastStart = haystack.count - pattern.count
        var offsets: [Int] = []
        var offset = 0
        while offset <= lastStart, let hit = memchr(base + offset, first, lastStart - offset + 1) {
            let position = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { offsets.append(position) }
            offset = position + 1
        }
        return offsets
    }
}

extension String {
    /// Whether `needle` occurs in the string, compared byte for byte (see `ByteSearch`).
    package func includes(_ needle: String) -> Bool {
        var haystack = self, needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern in ByteSearch.contains(UnsafeRawBufferPointer(text), pattern) }
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether the UTF-8 of `needle` occurs in the bytes.
    package func includes(_ needle: String) -> Bool {
        var needle = needle
        return withUnsafeBytes { text in needle.withUTF8 { pattern in ByteSearch.contains(text, pattern) } }
    }
}
