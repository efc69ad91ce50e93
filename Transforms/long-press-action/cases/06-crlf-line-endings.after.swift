import SwiftUI

struct NoteCard: View {
    let text: String

    var body: some View {
        Text(text)
            .padding()
            .onLongPressGesture { pinNote() }
            .accessibilityAction(named: "Pin note") { pinNote() } // [VERIFY] confirm label matches intent
    }

    func pinNote() {}
}
