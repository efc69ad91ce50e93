import SwiftUI

struct ProfileHeader: View {
    var body: some View {
        ZStack {
            Image("profile-header-bg")
                .resizable()
                .frame(height: 160)
            HStack {
                Image(systemName: "person.circle")
                Text("Jane Appleseed")
            }
        }
    }
}
