import SwiftUI
import UniformTypeIdentifiers

/// A transition plays only on the view that is inserted. The summary row sits in its stack
/// whenever the card is there, so its push never plays and stays as it is; the detail row that
/// an `if` inserts does slide in, and is gated.
struct ReadingCard: View {
    let title: String
    @State private var showsDetail = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(title)
                Spacer()
            }
            .transition(.push(from: .trailing))

            if showsDetail {
                HStack {
                    Text("Chapter notes")
                }
                .transition(.push(from: .trailing))
            }

            Button("Details") {
                withAnimation(.spring()) {
                    showsDetail.toggle()
                }
            }
        }
    }
}

/// A drop target's highlight: `.onDrop(isTargeted:)` only writes the state, and the overlay it
/// shows fades in where it stands, so its animation stays. The shelf that grows when a file is
/// dragged over it moves, and is gated.
struct DropShelf: View {
    @State private var isDropTarget = false
    @State private var isOpenTarget = false

    var body: some View {
        VStack {
            Text("Drop a book here")
                .overlay {
                    if isDropTarget {
                        Rectangle()
                            .fill(.blue.opacity(0.2))
                    }
                }
                .onDrop(of: [.fileURL], isTargeted: $isDropTarget) { _ in true }
                .animation(.easeInOut, value: isDropTarget)

            Text("Drop to open")
                .padding(isOpenTarget ? 24 : 8)
                .onDrop(of: [.fileURL], isTargeted: $isOpenTarget) { _ in true }
                .animation(.easeInOut, value: isOpenTarget)
        }
    }
}
