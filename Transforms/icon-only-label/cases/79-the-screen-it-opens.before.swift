import SwiftUI

// A button is named by the screen it opens: the title of the sheet its flag presents, the title of
// a link's destination, or else a flag named for an action ("Add muted word", not "Show add muted word").
struct MutedWordsView: View {
    @State private var isAddingWord = false
    @State private var showAddMutedWord = false
    @State private var words: [String] = []

    var body: some View {
        List(words, id: \.self) { Text($0) }
            .toolbar {
                Button { isAddingWord = true } label: {
                    Image(systemName: "plus")
                }
                Button { showAddMutedWord = true } label: {
                    Image(systemName: "text.badge.plus")
                }
                NavigationLink {
                    MuteHistory()
                } label: {
                    Image(systemName: "clock")
                }
            }
            .sheet(isPresented: $isAddingWord) {
                NavigationStack {
                    Form { Text("Words you mute are hidden from your timeline.") }
                        .navigationTitle("New Muted Word")
                }
            }
            .sheet(isPresented: $showAddMutedWord) {
                Form { Text("Mute a word") }
            }
    }
}

struct MuteHistory: View {
    var body: some View {
        List { Text("Nothing muted yet") }
            .navigationTitle("Recently Muted")
    }
}
