import SwiftUI

/// A value tapped to open its picker, drawn by a helper that returns early through a `guard`:
/// both ways it returns a `Text`, so the view is text and gets the trait.
struct LimitRow: View {
    let label: String
    let limit: Double?
    @State private var showsPicker = false

    var body: some View {
        HStack {
            Text(label)
            Spacer()
            formatted(limit, unit: "U/h")
                .onTapGesture { showsPicker.toggle() }
            if showsPicker {
                Text("Choose a limit")
            }
        }
    }

    private func formatted(_ value: Double?, unit: String) -> Text {
        guard let value else {
            return Text("Not set")
        }
        return Text("\(value, specifier: "%.1f") \(unit)")
    }
}
