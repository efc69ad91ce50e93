import SwiftUI

struct AvatarView: View {
    let initials: String

    var body: some View {
        Text(initials)
            .padding(8)
            .background(Circle().fill(Color.blue))
            .accessibility(removeTraits: .isImage)
            .accessibility(addTraits: [.isButton, .isSelected])
    }
}
