import SwiftUI

/// Buttons that end or start SwiftUI's edit mode say what its own `EditButton` says: "Done", "Edit".
struct PlaylistEditor: View {
    @State private var editMode = EditMode.inactive
    @State private var songs = ["Intro", "Outro"]

    var body: some View {
        NavigationView {
            List {
                ForEach(songs, id: \.self) { Text($0) }
                    .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
            }
            .environment(\.editMode, $editMode)
            .toolbar {
                if editMode == .active {
                    Button {
                        editMode = .inactive
                    } label: {
                        Image(systemName: "checkmark.circle")
                    }
                } else {
                    Button {
                        withAnimation { editMode = .active }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                }
            }
        }
    }
}
