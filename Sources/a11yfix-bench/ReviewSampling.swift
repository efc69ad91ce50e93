/// SplitMix64 (a copy of the test-support generator, which this target does not depend on): its
/// sequence depends only on its seed, so the same seed picks the same review sample every time.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform value in `0..<bound`, by rejection, so the result never depends on the standard
    /// library's own (unspecified) bounded-random algorithm.
    mutating func next(below bound: Int) -> Int {
        precondition(bound > 0)
        let bound = UInt64(bound)
        let threshold = (0 &- bound) % bound  // 2^64 mod bound: values below it would bias the result
        while true {
            let value = next()
            if value >= threshold { return Int(value % bound) }
        }
    }
}

/// Which items of a list go on a review sheet.
enum ReviewSample {
    /// Up to `count` distinct indices into `0..<total`, ascending, chosen by a partial
    /// Fisher–Yates shuffle. Each `stream` (e.g. "fixes/image-label") gets its own generator
    /// derived from `seed`, so one transform's sample does not change when another's list does.
    static func choose(_ count: Int, of total: Int, seed: UInt64, stream: String) -> [Int] {
        guard count > 0, total > 0 else { return [] }
        guard count < total else { return Array(0..<total) }
        var generator = SplitMix64(seed: seed ^ fnv1a(stream))
        var indices = Array(0..<total)
        for position in 0..<count {
            let pick = position + generator.next(below: total - position)
            indices.swapAt(position, pick)
        }
        return indices[0..<count].sorted()
    }

    /// FNV-1a over the UTF-8 bytes: a hash that, unlike `Hasher`, is the same in every process.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
