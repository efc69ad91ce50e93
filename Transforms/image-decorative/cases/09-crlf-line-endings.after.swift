import SwiftUI

struct ProfileHeader: View {
    var body: some View {
        ZStack {
            Image("profile-header-bg")
                .resizable()
                .frame(height: 160)
                .accessibilityHidden(true)
            HStack {
                Image(systemName: "person.circle")
                    .accessibilityHidden(true)
                Text("Jane Appleseed")
            }
        }
    }
}
