import SwiftUI

/// An icon inserted as the only content of a container of fixed size appears in room kept for it:
/// nothing is pushed, so its default fade is left alone. A row's text beside it does not move.
struct EntityRow: View {
    @State private var showsIcon = false
    var title: String

    var body: some View {
        HStack(spacing: 8) {
            HStack {
                if showsIcon {
                    Image(systemName: "lightbulb")
                }
            }
            .frame(width: 24, height: 24)
            Text(title)
        }
        .animation(.easeInOut, value: showsIcon)
        .onAppear { showsIcon = true }
    }
}
