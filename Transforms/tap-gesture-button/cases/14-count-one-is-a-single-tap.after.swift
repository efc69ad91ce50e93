import SwiftUI

struct AvatarView: View {
    var body: some View {
        VStack {
            Image("avatar-photo")
                .resizable()
                .frame(width: 48, height: 48)
                .clipShape(Circle())
                .onTapGesture(count: 1) { openProfile() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Open profile") // [VERIFY] confirm label matches intent
        }
    }

    func openProfile() {}
}
