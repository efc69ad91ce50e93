import SwiftUI

struct DownloadButton: View {
    let episode: String
    @Binding var playingEpisode: String
    let download: (String) -> Void

    var body: some View {
        // The colour says which episode plays; this button downloads, it does not choose.
        Button {
            download(episode)
        } label: {
            Image(systemName: "arrow.down.circle")
                .foregroundStyle(episode == playingEpisode ? Color.accentColor : Color.secondary)
        }
    }
}

struct SortRow: View {
    let order: String
    @Binding var currentOrder: String
    @State private var pinned = false

    var body: some View {
        HStack {
            Button {
                currentOrder = order
            } label: {
                Text(order)
            }
            // A secondary button beside the option: its colour follows the row's choice, but it pins.
            Button("Pin", systemImage: "pin") { pinned.toggle() }
                .labelStyle(.iconOnly)
                .foregroundStyle(order == currentOrder ? Color.accentColor : Color.secondary)
        }
    }
}
