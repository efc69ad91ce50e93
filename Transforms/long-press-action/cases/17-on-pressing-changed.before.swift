import SwiftUI

struct HoldToFavorite: View {
    @State private var isPressing = false

    var body: some View {
        Image(systemName: "heart")
            .scaleEffect(isPressing ? 1.2 : 1)
            .onLongPressGesture(minimumDuration: 1) {
                favoriteItem()
            } onPressingChanged: { pressing in
                isPressing = pressing
            }
    }

    func favoriteItem() {}
}
