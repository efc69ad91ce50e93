import SwiftUI

struct AvatarPlaceholder: View {
    let initials: String

    var body: some View {
        VStack {
            Image(systemName: "person.fill")
                .frame(width: 80, height: 80)
                .background(Circle().fill(.gray))
                .font(.system(size: 30))
            Text(initials)
                .frame(width: 36)
                .clipped()
                .font(.system(size: 14, weight: .medium))
        }
    }
}
