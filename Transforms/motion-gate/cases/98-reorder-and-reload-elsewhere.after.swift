import SwiftUI

/// Moving rows is a collection change the view makes itself: gated. A reload through a free
/// function of the app's logic (declared in another file) changes what it changes there, often
/// later on another queue: left alone as decided elsewhere.
struct PlaylistView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var songs: [String] = []

    var body: some View {
        List {
            ForEach(songs, id: \.self) { Text($0) }
        }
        .toolbar {
            Button("Move Up") {
                withAnimation(reduceMotion ? nil : .spring()) {
                    songs.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
                }
            }
            Button("Reload") {
                withAnimation(.spring()) {
                    reloadLibrary(from: "Music")
                }
            }
        }
    }
}

// Elsewhere in the project:
// func reloadLibrary(from folder: String) {}
