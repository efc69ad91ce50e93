import SwiftUI

// A header that names another kind ("Members") says nothing of the star, and a row outside a
// `ForEach` is no row of a list: the icons beside their values keep their meaning.
struct TeamView: View {
    let members: [String]
    let owner: String

    var body: some View {
        List {
            Section(header: Text("Members")) {
                ForEach(members, id: \.self) { member in
                    HStack {
                        Image(systemName: "star")
                        Text("\(member)")
                    }
                }
            }
            Section("Tags") {
                HStack {
                    Image(systemName: "tag")
                    Text(owner)
                }
            }
        }
    }
}
