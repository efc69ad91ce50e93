import SwiftUI

/// A linear curve over rows its value moves between sections: the rows slide, so the animation is
/// gated even though it is linear.
struct SortedSources: View {
    @State private var enabled: [String] = ["News"]
    @State private var disabled: [String] = ["Sports", "Weather"]

    var body: some View {
        Form {
            Section("Enabled") {
                ForEach(enabled, id: \.self) { name in
                    Button(name) { toggle(name) }
                }
            }
            Section("Disabled") {
                ForEach(disabled, id: \.self) { name in
                    Button(name) { toggle(name) }
                }
            }
        }
        .animation(.linear(duration: 0.2), value: enabled)
    }

    private func toggle(_ name: String) {
        if let index = enabled.firstIndex(of: name) {
            disabled.append(enabled.remove(at: index))
        } else if let index = disabled.firstIndex(of: name) {
            enabled.append(disabled.remove(at: index))
        }
    }
}
