import SwiftUI

/// Left alone: checkmarks that show an item's own state, not which of several options is chosen.
/// VoiceOver would read "selected" for "copied", "downloaded", "done" and "this player won".
struct ScoreBoard: View {
    struct Player: Identifiable {
        let id: Int
        let name: String
    }

    struct Episode {
        let title: String
        var isDownloaded: Bool
    }

    let players: [Player]
    let winner: Int?
    let episode: Episode
    let code: String
    @State private var copied = false
    @State private var isDone = false
    @State private var status = Status.open

    enum Status { case open, sealed }

    var body: some View {
        VStack {
            ForEach(players) { player in
                Button {
                    print(player.name)
                } label: {
                    HStack {
                        Text(player.name)
                        if winner == player.id { Image(systemName: "checkmark.circle.fill") }
                    }
                }
            }
            Button {
                UIPasteboard.general.string = code
                copied = true
            } label: {
                HStack {
                    Text(code)
                    if copied { Image(systemName: "checkmark") }
                }
            }
            Button {
                print(episode.title)
            } label: {
                HStack {
                    Text(episode.title)
                    if episode.isDownloaded { Image(systemName: "checkmark.circle") }
                }
            }
            Button {
                isDone.toggle()
            } label: {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
            }
            Button {
                print(status)
            } label: {
                HStack {
                    Text("Envelope")
                    if status == .sealed { Image(systemName: "checkmark") }
                }
            }
        }
    }
}
