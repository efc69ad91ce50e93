import SwiftUI

/// A picture composed of layers, a loading stand-in and a tappable thumbnail: none of these
/// images gets a label of its own.
struct GiftBoxIllustration: View {
    var body: some View {
        // Three layers make one picture: labelling each would read "lid, ribbon, box".
        ZStack {
            Image("gift-box-base")
            Image("gift-box-ribbon")
            Image("gift-box-lid")
        }
    }
}

struct RemoteCover: View {
    let url: URL

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            // Shown only while the cover loads.
            Image(systemName: "photo")
        }
    }
}

struct ZoomableThumbnail: View {
    @State private var isZoomed = false

    var body: some View {
        // The gesture makes it a control: tap-gesture-button labels it, once.
        Image(systemName: "magnifyingglass")
            .onTapGesture { isZoomed.toggle() }
    }
}
