import SwiftUI

struct FavoriteIndicator: View {
    var body: some View {
        ZStack {
            Image(systemName: "heart.fill").foregroundStyle(.red).imageScale(.large)
                .accessibilityLabel("Favorite") // [VERIFY] confirm label matches intent
        }
    }
}
