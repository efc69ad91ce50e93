import SwiftUI

/// The image views of image-loading packages only show a picture, as `Image` does: a banner of
/// one beside a text, and a row whose project view draws only such an image, are combined into
/// one button. A settings tab whose background follows the selection is combined too (either
/// layer is a colour), and says when it is the selected one.
struct FestivalBanner: View {
    let artworkURL: URL?

    var body: some View {
        VStack {
            KFAnimatedImage(artworkURL)
                .frame(width: 104, height: 104)
            Text("Festival week")
        }
        .onTapGesture {
            showFestival()
        }
    }

    func showFestival() {}
}

struct SnackRow: View {
    let spriteName: String
    let title: String
    let onFeed: () -> Void

    var body: some View {
        HStack {
            PixelSprite(name: spriteName)
                .frame(width: 50, height: 50)
            Text(title)
        }
        .onTapGesture {
            onFeed()
        }
    }
}

struct PixelSprite: View {
    let name: String

    var body: some View {
        KFImage(URL(string: name))
            .resizable()
    }
}

struct SettingsTab: View {
    let title: String
    let systemImage: String
    let isSelected: Bool
    let onTap: () -> Void

    var body: some View {
        HStack {
            Image(systemName: systemImage)
            Text(title)
            Spacer()
        }
        .background(isSelected ? Color.accentColor.opacity(0.2) : Color.clear)
        .contentShape(Rectangle())
        .onTapGesture {
            onTap()
        }
    }
}

// Elsewhere in the project:
// struct KFImage: View { init(_ url: URL?) {}; func resizable() -> KFImage { self }; var body: some View { EmptyView() } }
// struct KFAnimatedImage: View { init(_ url: URL?) {}; var body: some View { EmptyView() } }
