import SwiftUI

/// Putting a value back to the one named as its default (`defaultValue`, `Self.defaultSpacing`,
/// `.default`) says what a circular arrow does here: "Reset to default". Restoring any other
/// value (`savedValue`) does not say it, and is still reported.
struct SpacingRow: View {
    static let defaultSpacing = 8.0
    @Binding var spacing: Double
    @Binding var value: Double
    @Binding var theme: Theme
    let defaultValue: Double?
    let savedValue: Double

    var body: some View {
        HStack {
            Slider(value: $spacing, in: 0...32)
            Button {
                withAnimation(.easeInOut) {
                    spacing = Self.defaultSpacing
                }
            } label: {
                Image(systemName: "arrow.counterclockwise")
            }
            .accessibilityLabel("Reset to default") // [VERIFY] confirm label matches intent
            if let defaultValue {
                Button {
                    value = defaultValue
                } label: {
                    Image(systemName: "arrow.counterclockwise")
                }
                .accessibilityLabel("Reset to default") // [VERIFY] confirm label matches intent
            }
            Button {
                theme = .default
            } label: {
                Image(systemName: "arrow.uturn.backward")
            }
            .accessibilityLabel("Reset to default") // [VERIFY] confirm label matches intent
            Button {
                value = savedValue
            } label: {
                Image(systemName: "arrow.counterclockwise")
            }
        }
    }
}

// Elsewhere in the project:
// enum Theme { case `default`, dark }
