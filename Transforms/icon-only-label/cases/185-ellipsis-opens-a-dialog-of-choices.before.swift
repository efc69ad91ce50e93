import SwiftUI

/// An ellipsis opening a dialog of several choices opens the overflow menu: "More options". The
/// dialog's title names one of the choices ("Send"), not the control.
struct RecipeMenuButton: View {
    @State private var showingChoices = false

    var body: some View {
        Button {
            showingChoices = true
        } label: {
            Image(systemName: "ellipsis.circle")
        }
        .confirmationDialog("Send", isPresented: $showingChoices) {
            Button("Send to a friend") {}
            Button("Print") {}
            Button("Duplicate") {}
        }
    }
}
