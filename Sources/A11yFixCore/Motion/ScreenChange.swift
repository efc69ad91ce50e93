/// What a change of state does on screen: the one scale the Reduce Motion decisions are made on.
/// Ordered from nothing drawn to things that travel; a change does the most of what its reads do.
enum ScreenChange: Int, Comparable {
    /// Nothing drawn reads it: an action, a trigger (`onChange(of:)`), an accessibility value.
    case silent
    /// How views look: their text, symbol, colour or opacity, or views that fade in and out.
    case appearance
    /// A progress value fills: a ring's `trim`, a `ProgressView(value:)`, a `Gauge`.
    case progress
    /// Views come, go or swap without a fade of their own.
    case insertion
    /// Views are placed, sized, turned or reordered: a frame, an offset, a scale, `ForEach` rows.
    case geometry

    static func < (lhs: ScreenChange, rhs: ScreenChange) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Nothing travels: Reduce Motion keeps a cross-fade, a recolour or a bar filling in place.
    var staysInPlace: Bool { self <= .progress }

    /// Calls whose arguments are a progress value.
    static let progressCalls: Set<String> = ["trim", "ProgressView", "Gauge"]
}
