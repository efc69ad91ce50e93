import SwiftUI

struct NoteCard: View {
    let text: String

    var body: some View {
        Text(text)
            .padding()
            .onLongPressGesture { pinNote() }
    }

    func pinNote() {}
}
