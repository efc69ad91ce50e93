import SwiftUI
import UIKit

// The same one-picture view, shown beside text in one place and alone in another: alone, nothing
// says what it shows, so the runtime image is still reported. A view whose body holds more than a
// picture with other content around is judged where it is drawn too.
struct CoverArt: View {
    let cover: UIImage

    var body: some View {
        Image(uiImage: cover)
            .resizable()
    }
}

struct AlbumRow: View {
    let title: String
    let cover: UIImage

    var body: some View {
        HStack {
            CoverArt(cover: cover)
            Text(title)
        }
    }
}

struct NowPlaying: View {
    let cover: UIImage

    var body: some View {
        VStack {
            CoverArt(cover: cover)
            Spacer()
        }
    }
}
