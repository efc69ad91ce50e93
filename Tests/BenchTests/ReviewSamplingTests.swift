import Testing

@testable import a11yfix_bench

@Suite struct ReviewSamplingTests {
    @Test func splitMix64MatchesTheReferenceSequence() {
        // The reference implementation's first outputs for seed 0.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func boundedValuesStayInRange() {
        var generator = SplitMix64(seed: 7)
        for bound in [1, 2, 3, 10, 1000] {
            for _ in 0..<200 { #expect((0..<bound).contains(generator.next(below: bound))) }
        }
    }

    @Test func sameSeedSameSample() {
        let first = ReviewSample.choose(5, of: 100, seed: 1, stream: "fixes/image-label")
        #expect(first == ReviewSample.choose(5, of: 100, seed: 1, stream: "fixes/image-label"))
        #expect(first.count == 5)
        #expect(Set(first).count == 5)
        #expect(first == first.sorted())
        #expect(first.allSatisfy { (0..<100).contains($0) })
    }

    @Test func seedAndStreamChangeTheSample() {
        let base = ReviewSample.choose(5, of: 1000, seed: 1, stream: "fixes/image-label")
        #expect(base != ReviewSample.choose(5, of: 1000, seed: 2, stream: "fixes/image-label"))
        #expect(base != ReviewSample.choose(5, of: 1000, seed: 1, stream: "reviews/image-label"))
    }

    @Test func pinnedSampleDoesNotDriftBetweenBuilds() {
        // Sheets must be reproducible from a seed across toolchains: nothing here may depend on
        // the standard library's random algorithms or on per-process hashing.
        #expect(ReviewSample.fnv1a("") == 0xCBF2_9CE4_8422_2325)
        #expect(ReviewSample.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(ReviewSample.choose(3, of: 10, seed: 1, stream: "fixes/image-label") == ReviewSamplingTests.pinned)
    }
    static let pinned = [0, 8, 9]

    @Test func smallListsAreTakenWhole() {
        #expect(ReviewSample.choose(3, of: 3, seed: 9, stream: "x") == [0, 1, 2])
        #expect(ReviewSample.choose(5, of: 2, seed: 9, stream: "x") == [0, 1])
        #expect(ReviewSample.choose(3, of: 0, seed: 9, stream: "x") == [])
        #expect(ReviewSample.choose(0, of: 10, seed: 9, stream: "x") == [])
    }

    @Test func everyIndexIsEquallyLikely() {
        var counts = [Int](repeating: 0, count: 10)
        for seed in 0..<4000 as Range<UInt64> {
            for index in ReviewSample.choose(2, of: 10, seed: seed, stream: "s") { counts[index] += 1 }
        }
        // 8,000 picks over 10 slots: 800 each expected; a biased pick would be far off.
        #expect(counts.allSatisfy { (680...920).contains($0) }, "\(counts)")
    }
}
