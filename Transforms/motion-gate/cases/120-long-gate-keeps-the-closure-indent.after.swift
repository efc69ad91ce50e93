import AppKit
import SwiftUI

final class ShelfLayoutModel: ObservableObject {
    @Published var shelves: [String] = []
    @Published var expandedShelf: String?

    func replaceShelves(with incoming: [String]) {
        withAnimation(
            NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
                ? nil
                : .interpolatingSpring(mass: 1, stiffness: 180, damping: 22, initialVelocity: 0)
        ) {
            shelves = incoming
        }
    }

    func expand(_ shelf: String) {
        withAnimation(
            NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
                ? nil
                : .spring(response: 0.3, dampingFraction: 0.8)
        ) { expandedShelf = shelf }
    }
}

struct ShelfList: View {
    @ObservedObject var model: ShelfLayoutModel

    var body: some View {
        VStack {
            ForEach(model.shelves, id: \.self) { shelf in
                Text(shelf)
                    .frame(height: model.expandedShelf == shelf ? 120 : 44)
            }
        }
    }
}
