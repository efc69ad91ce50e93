import SwiftUI

/// A drag that carries a card to drop it on another column, and a drag that reorders a row: each
/// moves an item somewhere, not a value a slider could set, so no adjustable action is asked for.
struct BoardCard: View {
    let title: String
    let column: Int
    @State private var offset: CGSize = .zero

    var body: some View {
        Text(title)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { value in
                        handleCardDrop(at: value.location)
                        offset = .zero
                    }
            )
    }

    func handleCardDrop(at point: CGPoint) {}
}

struct PlaylistRow: View {
    let index: Int
    @State private var shift: CGFloat = 0

    var body: some View {
        Text("Track \(index)")
            .offset(y: shift)
            .gesture(
                DragGesture()
                    .onChanged { value in shift = value.translation.height }
                    .onEnded { value in
                        reorderTrack(from: index, by: Int(value.translation.height / 44))
                        shift = 0
                    }
            )
    }

    func reorderTrack(from index: Int, by steps: Int) {}
}
