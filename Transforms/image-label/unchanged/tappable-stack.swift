import SwiftUI

struct AvatarTile: View {
    var body: some View {
        VStack {
            Image("avatar-placeholder-user")
            Image(systemName: "person.crop.circle")
        }
        .onTapGesture { showProfile() }
    }

    func showProfile() {}
}
