import Foundation

/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so a failing
/// fuzz or kill schedule can be replayed exactly from the seed the test prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The seed from `variable` in the environment, else `fallback`: CI runs the fixed one.
    public static func seed(from variable: String, fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[variable].flatMap { UInt64($0) } ?? fallback
    }
}
