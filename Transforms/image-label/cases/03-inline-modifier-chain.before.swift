import SwiftUI

struct FavoriteIndicator: View {
    var body: some View {
        ZStack {
            Image(systemName: "heart.fill").foregroundStyle(.red).imageScale(.large)
        }
    }
}
