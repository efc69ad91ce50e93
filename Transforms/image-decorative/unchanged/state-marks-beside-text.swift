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

/// The same warning mark beside each field of a form, shown after a failed submit: repeated, it
/// still flags each field's error, so it is reported, not hidden as a bullet.
struct FeedbackForm: View {
    let showsErrors: Bool

    var body: some View {
        Form {
            if showsErrors {
                HStack {
                    Image(systemName: "exclamationmark.circle.fill")
                    Text("Title")
                }
                HStack {
                    Image(systemName: "exclamationmark.circle.fill")
                    Text("Description")
                }
                HStack {
                    Image(systemName: "exclamationmark.circle.fill")
                    Text("Steps to reproduce")
                }
            }
        }
    }
}
