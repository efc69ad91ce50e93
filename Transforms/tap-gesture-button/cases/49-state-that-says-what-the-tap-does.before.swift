import SwiftUI

/// Taps that only set state, where the state says what they do: leaving edit mode is "Done", and
/// a flag that presents something names it.
struct NotesToolbar: View {
    @State private var editMode: EditMode = .inactive
    @State private var isEditing = false
    @State private var showPreferences = false
    @State private var showSheet = false
    @State private var chosenNote: String?
    let note: String

    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle")
                .onTapGesture { withAnimation { editMode = .inactive } }
            Image(systemName: "checkmark")
                .onTapGesture { isEditing = false }
            Image(systemName: "info.circle")
                .onTapGesture {
                    chosenNote = note
                    showPreferences = true
                }
            // A flag that names only how something is shown says nothing: a finding.
            Image(systemName: "ellipsis.circle")
                .onTapGesture {
                    chosenNote = note
                    showSheet = true
                }
        }
        .environment(\.editMode, $editMode)
        .sheet(isPresented: $showPreferences) { Text(chosenNote ?? "") }
        .sheet(isPresented: $showSheet) { Text(note) }
        .opacity(isEditing ? 1 : 0.5)
    }
}
