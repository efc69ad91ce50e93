import SwiftUI

struct NoteCell: View {
    let note: String

    var body: some View {
        Text(note)
            .font(.body)
            .lineLimit(3)
    }
}
