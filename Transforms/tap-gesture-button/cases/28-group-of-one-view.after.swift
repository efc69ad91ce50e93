import SwiftUI

/// A Group that shows one view at a time (an image, or its placeholder while it loads) is that
/// view: it gets the trait and a label, not combined children.
struct AlbumCover: View {
    let cover: Image?

    var body: some View {
        Group {
            if let cover {
                cover.resizable()
            } else {
                Image(systemName: "photo")
            }
        }
        .frame(width: 80, height: 80)
        .onTapGesture { openAlbum() }
        .accessibilityAddTraits(.isButton)
        .accessibilityLabel("Open album") // [VERIFY] confirm label matches intent
    }

    func openAlbum() {}
}
