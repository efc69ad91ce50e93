import SwiftUI

struct NotesList: View {
    @State private var notes: [String] = []

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(action: addNote) {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("Add note") // [VERIFY] confirm label matches intent
                }
            }
        }
    }

    private func addNote() {
        notes.append("New note")
    }
}
