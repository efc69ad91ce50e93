import SwiftUI

/// The toolbar's cancellation slot holds the close glyph of a screen that only shows a finished
/// result: nothing is given up, so the glyph dismisses it, never "Cancel".
struct RunSummaryView: View {
    @Environment(\.dismiss) private var dismiss
    let distance: Double

    var body: some View {
        NavigationStack {
            Text(distance, format: .number)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button {
                            dismiss()
                        } label: {
                            Image(systemName: "xmark")
                        }
                        .accessibilityLabel("Dismiss") // [VERIFY] confirm label matches intent
                    }
                }
        }
    }
}
