import Cocoa
import SwiftUI

struct SidebarHeader: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Library").font(.largeTitle)
            Text("Albums").font(.title)
            Text("Artists").font(.title2)
            Text("Songs").font(.title3)
            Text("Genres").font(.body)
            Text("Composers").font(.callout)
            Text("Playlists").font(.subheadline)
        }
    }
}
