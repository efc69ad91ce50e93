import SwiftUI

struct SheetHeader: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            Text("Filters")
                .font(.headline)
            Spacer()
            Button(action: { dismiss() }) {
                Image(systemName: "xmark.circle.fill")
            }
            .foregroundStyle(.secondary) // matches the system sheet style
            .accessibilityLabel("Dismiss") // [VERIFY] confirm label matches intent
        }
        .padding()
    }
}
