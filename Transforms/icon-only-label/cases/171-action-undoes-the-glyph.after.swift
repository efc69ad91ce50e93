import SwiftUI

/// A filled heart shown once the item is a favorite runs `unfavorAction`: the action undoes what
/// the glyph usually names, so it is "Unfavorite", never "Favorite". The outline heart beside it,
/// whose action names nothing a person says, keeps the glyph's word. A circular arrow that
/// generates a new value says so ("Generate new password"), not "Refresh".
struct FavoriteControls: View {
    let isFavorited: Bool
    let favorAction: () -> Void
    let unfavorAction: () -> Void
    @State private var password = ""

    var body: some View {
        HStack {
            ZStack {
                Button(action: unfavorAction) {
                    Image(systemName: "heart.fill")
                }
                .opacity(isFavorited ? 1 : 0)
                .accessibilityLabel("Unfavorite") // [VERIFY] confirm label matches intent
                Button(action: favorAction) {
                    Image(systemName: "heart")
                }
                .opacity(isFavorited ? 0 : 1)
                .accessibilityLabel("Favorite") // [VERIFY] confirm label matches intent
            }
            SecureField("Password", text: $password)
            Button {
                generateNewPassword()
            } label: {
                Image(systemName: "arrow.clockwise.circle.fill")
            }
            .accessibilityLabel("Generate new password") // [VERIFY] confirm label matches intent
        }
    }

    func generateNewPassword() {
        password = String((0..<16).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement()! })
    }
}
