/// Formats a point size as the summary shows it: `18`, `17.5`.
package enum PointSize {
    package static func text(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }
}
