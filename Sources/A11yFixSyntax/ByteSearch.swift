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
        guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
        var found = false
        candidates(of: pattern, in: base, count: haystack.count) { _ in
            found = true
            return false
        }
        return found
    }

    /// Every offset at which `pattern` starts, in order.
    package static func offsets(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeRawBufferPointer) -> [Int] {
        guard let base = haystack.baseAddress, !pattern.isEmpty, haystack.count >= pattern.count else { return [] }
        var offsets: [Int] = []
        candidates(of: pattern, in: base, count: haystack.count) { position in
            offsets.append(position)
            return true
        }
        return offsets
    }

    /// Calls `body` with the offset of each `byte` in `haystack`, in order.
    package static func forEachOffset(of byte: UInt8, in haystack: UnsafeRawBufferPointer, _ body: (Int) -> Void) {
        guard let base = haystack.baseAddress else { return }
        var offset = 0
        while offset < haystack.count, let hit = memchr(base + offset, Int32(byte), haystack.count - offset) {
            let position = base.distance(to: UnsafeRawPointer(hit))
            body(position)
            offset = position + 1
        }
    }

    /// Calls `match` with each start of `pattern`, in order, while it returns true. memchr finds
    /// the pattern's rarest byte at memory speed and memcmp confirms: anchored on the first byte
    /// (an `n`, an `a`), most hits were false and cost a memcmp call each.
    private static func candidates(
        of pattern: UnsafeBufferPointer<UInt8>, in base: UnsafeRawPointer, count: Int, _ match: (Int) -> Bool
    ) {
        let anchor = rarestByte(of: pattern), lastStart = count - pattern.count
        let byte = Int32(pattern[anchor])
        // The anchor byte of a start in 0...lastStart lies in anchor...lastStart + anchor.
        var offset = anchor
        let end = lastStart + anchor + 1
        while offset < end, let hit = memchr(base + offset, byte, end - offset) {
            let position = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0, !match(position) { return }
            offset = position + anchor + 1
        }
    }

    /// The index of the pattern's byte least frequent in Swift source (the first of equals).
    private static func rarestByte(of pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0, bestRank = -1
        for (index, byte) in pattern.enumerated() {
            let rank = Int(rarity[Int(byte)])
            if rank > bestRank { (best, bestRank) = (index, rank) }
            if rank == 255 { break }
        }
        return best
    }

    /// Per byte, how rare it is in Swift source (255: rarer than any listed). The bytes below are
    /// ordered by frequency in 1.3 MB of SwiftUI apps, most frequent first.
    private static let rarity: [UInt8] = {
        let common = Array(" etaionrs\nlcdpu.gm:h()f/kwbSvy}{\"CTPADI,=Bx-OEVFMRLN0U2z@H1?K[]\\W_>G".utf8)
        var table = [UInt8](repeating: 255, count: 256)
        for (rank, byte) in common.enumerated() { table[Int(byte)] = UInt8(rank) }
        return table
    }()
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
