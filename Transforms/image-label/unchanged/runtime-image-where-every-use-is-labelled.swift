import SwiftUI

// Its places all name it: inside a labelled Button (on the button or on it as the label), and inside a helper shown as one labelled
// element that ignores its children. The loaded picture needs no label of its own.
struct RemoteAvatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
        } placeholder: {
            ProgressView()
        }
    }
}

// Shown once in the open: VoiceOver reads only "image" there, so it is reported.
struct StaticMapTile: View {
    let tileURL: URL?

    var body: some View {
        AsyncImage(url: tileURL) { image in
            image
                .resizable()
        } placeholder: {
            Color.gray
        }
    }
}

struct ProfileEditor: View {
    let avatarURL: URL?
    var pickPhoto: () -> Void

    var body: some View {
        VStack {
            Button {
                pickPhoto()
            } label: {
                RemoteAvatar(url: avatarURL)
            }
            .accessibilityLabel("Change photo")
            Button(action: pickPhoto) {
                RemoteAvatar(url: avatarURL)
                    .accessibilityLabel("Edit photo")
            }
            StaticMapTile(tileURL: avatarURL)
        }
    }
}

struct LocationBubble: View {
    let mapURL: URL?

    var body: some View {
        mapContent
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Shared location")
    }

    private var mapContent: some View {
        ZStack {
            RemoteAvatar(url: mapURL)
            StaticMapTile(tileURL: mapURL)
        }
    }
}
