import SwiftUI

struct AccountRow: View {
    var body: some View {
        HStack {
            Text("Signed in")
            Spacer()
            NavigationLink {
                ProfileView()
            } label: {
                Image(systemName: "person.crop.circle")
            }
            .accessibilityLabel("Profile") // [VERIFY] confirm label matches intent
        }
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Profile")
    }
}
