import SwiftUI

/// The app draws `CoverCard`, whose photo stands alone and is reported. Nothing creates
/// `OldCoverCard`: a report there is one nobody can act on, so it is left alone.
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            CoverCard(cover: UIImage())
        }
    }
}

struct CoverCard: View {
    let cover: UIImage

    var body: some View {
        Image(uiImage: cover)
            .resizable()
    }
}

struct OldCoverCard: View {
    let cover: UIImage

    var body: some View {
        Image(uiImage: cover)
            .resizable()
    }
}
