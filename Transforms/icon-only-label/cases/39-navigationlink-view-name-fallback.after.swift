import SwiftUI

struct TeamHeader: View {
    var body: some View {
        HStack {
            Text("Team")
            Spacer()
            NavigationLink {
                MembersView()
            } label: {
                Image("avatars")
            }
            .accessibilityLabel("Members") // [VERIFY] confirm label matches intent
        }
    }
}

struct MembersView: View {
    var body: some View {
        Text("Members")
    }
}
