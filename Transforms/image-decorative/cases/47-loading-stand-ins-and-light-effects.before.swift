import SwiftUI

/// A stand-in shown while content loads is no content: an asset named as a loader, and every
/// picture of a view named as a placeholder, a loader or the screen shown while the app starts,
/// are hidden. So is a light effect (a glow, a spotlight under a finger).
struct ChannelBadge: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Image("loader")
                .resizable()
                .frame(width: 30, height: 30)
        }
    }
}

struct ArticleThumbPlaceholder: View {
    var body: some View {
        Image("paperFlat")
            .resizable()
            .scaledToFit()
    }
}

struct StartupLoadingView: View {
    var body: some View {
        VStack {
            Spacer()
            Image("Headline")
            Image("Heron")
            Spacer()
        }
    }
}

struct TouchHalo: View {
    var body: some View {
        Image("spotlight")
            .resizable()
            .frame(width: 200, height: 200)
    }
}
