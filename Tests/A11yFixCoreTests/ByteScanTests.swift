import A11yFixSyntax
import Testing

@testable import A11yFixCore

/// The byte scans every file meets (substring search, UTF-8 validation) give what the plain
/// algorithms give: they only choose where to look first.
@Suite struct ByteScanTests {
    /// A small deterministic generator, so a failure reproduces.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func naiveOffsets(of pattern: [UInt8], in text: [UInt8]) -> [Int] {
        guard !pattern.isEmpty, text.count >= pattern.count else { return [] }
        return (0...(text.count - pattern.count)).filter { Array(text[$0..<($0 + pattern.count)]) == pattern }
    }

    private static func search(_ pattern: [UInt8], in text: [UInt8]) -> (contains: Bool, offsets: [Int]) {
        text.withUnsafeBytes { raw in
            pattern.withUnsafeBufferPointer { needle in
                (ByteSearch.contains(raw, needle), ByteSearch.offsets(of: needle, in: raw))
            }
        }
    }

    @Test func searchFindsEveryOccurrenceWhateverByteItAnchorsOn() {
        let text = Array("Button { withAnimation(.easeIn) { x = 1 } } label: { Image(systemName: \"xmark\") }".utf8)
        for needle in ["Button", "nimat", "xmark\"", "}", " } ", "label: {", "Image(", "zzz", "n", "{ x"] {
            let pattern = Array(needle.utf8)
            let expected = Self.naiveOffsets(of: pattern, in: text)
            let found = Self.search(pattern, in: text)
            #expect(found.offsets == expected, "\(needle)")
            #expect(found.contains == !expected.isEmpty, "\(needle)")
        }
        // Overlapping matches, a match at each end, and a pattern longer than the text.
        #expect(Self.search(Array("aa".utf8), in: Array("aaaa".utf8)).offsets == [0, 1, 2])
        #expect(Self.search(Array("Gx".utf8), in: Array("Gxa Gx".utf8)).offsets == [0, 4])
        #expect(!Self.search(Array("abcdef".utf8), in: Array("abc".utf8)).contains)
        #expect(Self.search([], in: Array("abc".utf8)).contains)
    }

    @Test func searchAgreesWithTheNaiveScanOnRandomText() {
        var random = Generator(state: 42)
        let alphabet = Array("ab G_{} \n\"".utf8)
        for _ in 0..<2_000 {
            let text = (0..<random.next(40)).map { _ in alphabet[random.next(alphabet.count)] }
            let pattern = (0..<(1 + random.next(4))).map { _ in alphabet[random.next(alphabet.count)] }
            let expected = Self.naiveOffsets(of: pattern, in: text)
            let found = Self.search(pattern, in: text)
            #expect(found.offsets == expected)
            #expect(found.contains == !expected.isEmpty)
        }
    }

    @Test func utf8ValidationAgreesWithTheStandardDecoder() {
        let edges: [[UInt8]] = [
            [], Array("plain ascii, longer than eight bytes".utf8), Array("é ✓ 😀 after an ascii run".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0x80, 0x80],
            [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0xFF], [0x80], [0xE2, 0x9C], Array("01234567".utf8) + [0xE2, 0x9C],
            Array("0123456".utf8) + [0xC3, 0xA9] + Array("01234567".utf8),
        ]
        for bytes in edges {
            #expect(UTF8Validation.isValid(bytes) == UTF8Validation.decoderAccepts(bytes), "\(bytes)")
        }
        var random = Generator(state: 7)
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), [0x41], [0xC3, 0xA9], [0xE2, 0x9C, 0x93], [0xF0, 0x9F, 0x98, 0x80], [0x80],
            [0xBF], [0xC0], [0xED, 0xA0], [0xF4, 0x90], [0xE0, 0x80], [0xFE],
        ]
        for _ in 0..<5_000 {
            let bytes = (0..<random.next(8)).flatMap { _ in pieces[random.next(pieces.count)] }
            #expect(UTF8Validation.isValid(bytes) == UTF8Validation.decoderAccepts(bytes), "\(bytes)")
        }
    }
}
