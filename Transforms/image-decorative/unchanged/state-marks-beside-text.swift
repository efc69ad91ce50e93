import SwiftUI

/// A checkmark that says a step is complete and a warning mark shown only on error: the text
/// beside them does not say the state, so hiding the icon would lose it.
struct StepRow: View {
    let title: String
    let isComplete: Bool
    let hasError: Bool

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "checkmark.circle.fill")
                Text(title)
            }
            if hasError {
                HStack {
                    Image(systemName: "exclamationmark.triangle.fill")
                    Text("Email address")
                }
            }
        }
    }
}
