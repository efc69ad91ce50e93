import SwiftUI

struct PhotoCell: View {
    let photo: Photo

    var body: some View {
        AsyncImage(url: photo.url)
            .frame(width: 100, height: 100)
            .clipped()
            .onLongPressGesture { sharePhoto() }
            .accessibilityAction(named: "Share photo") { sharePhoto() } // [VERIFY] confirm label matches intent
    }

    func sharePhoto() {}
}

struct Photo {
    let url: URL
}
