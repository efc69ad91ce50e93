/// A project function that stands in for SwiftUI's `withAnimation` or `.animation(_:value:)` and
/// drops the animation under Reduce Motion itself: a fix can call it instead of adding a check.
public struct AnimationHelper: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `withAccessibilityAnimation(.spring) { … }`
        case withAnimation
        /// `.accessibilityAnimation(.spring, value: v)`
        case animationModifier
    }

    public var kind: Kind
    public var name: String
    public var parameters: [FileIndexEntry.Parameter]

    /// Whether a call written with these argument labels (`_` for none) and trailing closures
    /// (nil label for the first, unlabeled one) would bind to the parameters, its animation
    /// argument (at `animationPosition`) landing on a parameter typed `Animation`.
    public func accepts(labels: [String], trailingClosures: [String?], animationPosition: Int?) -> Bool {
        var next = 0
        /// Skips defaulted parameters up to the first one that `fits`; its position, or nil.
        func bind(_ fits: (FileIndexEntry.Parameter) -> Bool) -> Int? {
            while next < parameters.count {
                let parameter = parameters[next]
                next += 1
                if fits(parameter) { return next - 1 }
                if !parameter.hasDefault { return nil }
            }
            return nil
        }
        for (position, label) in labels.enumerated() {
            guard let bound = bind({ $0.label == label }) else { return false }
            if position == animationPosition, !parameters[bound].isAnimation { return false }
        }
        for label in trailingClosures {
            guard bind({ $0.isClosure && (label == nil || $0.label == label) }) != nil else { return false }
        }
        return parameters[next...].allSatisfy(\.hasDefault)
    }
}
