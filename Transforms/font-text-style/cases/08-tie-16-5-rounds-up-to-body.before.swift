import SwiftUI

struct NoteCell: View {
    let note: String

    var body: some View {
        Text(note)
            .font(.system(size: 16.5))
            .lineLimit(3)
    }
}
