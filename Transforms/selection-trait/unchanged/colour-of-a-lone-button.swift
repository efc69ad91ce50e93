import SwiftUI

/// Lone buttons coloured by a mode they toggle (recording), by a status (copied), by whose item it
/// is (the signed-in user's), or by a comparison with a value they never set: no choice among
/// neighbours, so no `.isSelected`.
struct RecorderBar: View {
    let isCurrentUser: Bool
    let authorID: Int
    let currentUserID: Int
    @State private var isRecording = false
    @State private var isSelectionCopied = false
    @State private var highlighted = 0

    var body: some View {
        HStack {
            Button("Record") {
                isRecording.toggle()
            }
            .foregroundStyle(isRecording ? Color.red : Color.primary)
            Button("Copy") {
                isSelectionCopied = true
            }
            .foregroundStyle(isSelectionCopied ? Color.green : Color.primary)
            Button("Third") {
                print("third")
            }
            .foregroundStyle(highlighted == 3 ? Color.orange : Color.primary)
            Button("Reply") {
                print("reply")
            }
            .foregroundStyle(isCurrentUser ? Color.blue : Color.gray)
            Button("Author") {
                print("author")
            }
            .background(authorID == currentUserID ? Color.blue : Color.clear)
        }
    }
}
