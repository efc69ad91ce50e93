import SwiftUI

struct NoteTitle: View {
    let title: String

    var body: some View {
        #if os(macOS)
        Text(title)
            .font(.custom("Charter-Bold", size: 22))
        #else
        Text(title)
            .font(.custom("Charter-Bold", size: 22, relativeTo: .title2))
        #endif
    }
}
