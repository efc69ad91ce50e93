import SwiftUI

/// A stand-in shown while content loads (an asset named as a loader, the pictures of a view named
/// as a placeholder or as the screen shown while the app starts) and a light effect are no content:
/// image-decorative hides them, so no label is asked for. Another asset standing alone is reported.
struct ArticleThumbPlaceholder: View {
    var body: some View {
        Image("paperFlat")
            .resizable()
    }
}

struct StartupLoadingView: View {
    var body: some View {
        VStack {
            Image("Headline")
            Image("loader")
        }
    }
}

struct TouchHalo: View {
    var body: some View {
        Image("spotlight")
    }
}

struct ArticleCover: View {
    var body: some View {
        Image("paperFlat")
            .resizable()
    }
}
