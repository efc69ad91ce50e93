import SwiftUI

/// Taps that only put away what is open: a greeting whose tap ends the name editing only while it
/// is under way, a scroll view whose tap hides the keyboard, and a tap on a text field itself.
/// VoiceOver leaves a field and activates a field on its own; none of these is a button.
struct ProfileHeader: View {
    @State private var isEditingName = false
    @State private var name = ""
    @State private var draft = ""
    @State private var query = ""
    @FocusState private var searching: Bool

    var body: some View {
        VStack {
            Text("Hello,")
                .onTapGesture(perform: endNameEditingIfNeeded)
            ScrollView {
                Text(name)
            }
            .onTapGesture {
                hideKeyboardIfShown()
            }
            TextField("Search", text: $query)
                .onTapGesture {
                    searching = true
                }
                .focused($searching)
        }
    }

    private func endNameEditingIfNeeded() {
        if isEditingName {
            commitName()
        }
    }

    private func commitName() {
        name = draft
        isEditingName = false
    }

    private func hideKeyboardIfShown() {}
}
