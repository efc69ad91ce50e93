import SwiftUI

/// `BadgeArtwork` is drawn only by `BadgeArtworkGallery`, which only a preview draws: neither is
/// shipped, so their images get no finding. `ProfileHeader`, which the app draws, keeps its report.
@main
struct ClubApp: App {
    var body: some Scene {
        WindowGroup {
            ProfileHeader(photo: UIImage())
        }
    }
}

struct ProfileHeader: View {
    let photo: UIImage

    var body: some View {
        Image(uiImage: photo)
            .resizable()
    }
}

struct BadgeArtwork: View {
    let artwork: UIImage

    var body: some View {
        Image(uiImage: artwork)
            .frame(width: 128, height: 128)
    }
}

struct BadgeArtworkGallery: View {
    var body: some View {
        VStack {
            BadgeArtwork(artwork: UIImage())
            Image(systemName: "checkmark.seal")
        }
    }
}

#Preview {
    BadgeArtworkGallery()
}
