import SwiftUI

/// A view whose only read of a flag is a view appearing after everything else a scroll view shows
/// (a Save button at the end of a form, also through a property placed there whole) comes in below
/// the rest and pushes nothing: it fades, and its `withAnimation` is left alone. A hint inserted at
/// the top of the same content pushes the fields down, and is gated.
struct ProfileEditor: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var name = ""
    @State private var needsSaving = false
    @State private var showsHint = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                if showsHint {
                    Text("Your name is shown to everyone you invite.")
                }
                TextField("Name", text: $name)
                    .onSubmit {
                        withAnimation { needsSaving = true }
                    }
                Button("Why?") {
                    withAnimation(reduceMotion ? nil : .easeOut) { showsHint = true }
                }
                if needsSaving {
                    Button("Save") {}
                        .buttonStyle(.borderedProminent)
                }
            }
            .padding()
        }
    }
}

struct DraftPanel: View {
    @State private var hasDraft = false

    var body: some View {
        ScrollView {
            fields
        }
    }

    private var fields: some View {
        Group {
            Button("Keep draft") {
                withAnimation { hasDraft = true }
            }
            if hasDraft {
                Button("Restore draft") {}
            }
        }
    }
}
