import SwiftUI

// A name written through an interpolation (`"\(server.name)"`) is a name, as `Text(server.name)` is:
// the icon beside it says what kind of thing is named, so it is left alone, never reported as the
// only word for a count.
struct ServerBadge: View {
    let server: Server

    var body: some View {
        HStack {
            Image(systemName: "externaldrive.connected.to.line.below")
            Text("\(server.name)")
        }
    }
}

struct Server {
    var name: String
}
