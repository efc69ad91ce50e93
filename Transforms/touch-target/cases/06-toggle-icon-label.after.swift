import SwiftUI

struct FavoriteToggle: View {
    @State private var isFavorite = false

    var body: some View {
        Toggle(isOn: $isFavorite) {
            Image(systemName: "star")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .toggleStyle(.button)
        .frame(width: 32, height: 32)
    }
}
