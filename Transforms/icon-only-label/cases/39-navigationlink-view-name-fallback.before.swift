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
        }
    }
}

struct MembersView: View {
    var body: some View {
        Text("Members")
    }
}
