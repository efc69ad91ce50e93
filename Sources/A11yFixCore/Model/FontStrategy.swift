/// How `font-text-style` makes a fixed SwiftUI font size scale.
public enum FontStrategy: String, Sendable, CaseIterable {
    /// The default: a text style where one has exactly the designed size, else
    /// `@ScaledMetric(relativeTo:)` on the enclosing view; never a change of size.
    case keepSize = "keep-size"
    /// The nearest Dynamic Type text style: least code, but the size may move a few points.
    case textStyle = "text-style"
    /// `@ScaledMetric(relativeTo:)` on the enclosing view even where a text style matches.
    case scaledMetric = "scaled-metric"
}
