import Cocoa
import SwiftUI

struct SidebarHeader: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Library").font(.system(size: 24))
            Text("Albums").font(.system(size: 19.5))
            Text("Artists").font(.system(size: 16))
            Text("Songs").font(.system(size: 14))
            Text("Genres").font(.system(size: 12.5))
            Text("Composers").font(.system(size: 11.5))
            Text("Playlists").font(.system(size: 10.5))
        }
    }
}
