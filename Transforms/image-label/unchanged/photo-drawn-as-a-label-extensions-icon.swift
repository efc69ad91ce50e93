import SwiftUI
import UIKit

struct Member {
    let name: String
    let photo: UIImage?
}

/// A view drawn only as the icon of a `Label`, here through the project's own `Label` initializer
/// (`self.init { … } icon: { … }`), is read with the Label's title, the member's name: its runtime
/// image needs no label of its own.
struct MemberPhoto: View {
    let photo: UIImage?

    var body: some View {
        if let photo {
            Image(uiImage: photo)
                .resizable()
                .clipShape(Circle())
        } else {
            Image(systemName: "person.crop.circle")
        }
    }
}

extension Label where Title == Text, Icon == MemberPhoto {
    init(_ member: Member) {
        self.init {
            Text(member.name)
        } icon: {
            MemberPhoto(photo: member.photo)
        }
    }
}

struct MemberPicker: View {
    let members: [Member]
    @Binding var chosen: String

    var body: some View {
        Picker("Member", selection: $chosen) {
            ForEach(members, id: \.name) { member in
                Label(member)
            }
        }
    }
}
