import SwiftUI

struct StatsPanel: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "heart")
                Text("Likes")
                Text("42")
            }
            VStack {
                Image(systemName: "person.2")
                Text("Followers")
            }
            HStack {
                Image("team-crest")
                Text("Team")
            }
            HStack {
                Image(systemName: "photo")
                Image(systemName: "video")
            }
        }
    }
}
