import SwiftUI
import UIKit

/// Cover art beside a helper that shows the track's title: the title stands beside the picture,
/// so it is left alone (text-nearby). Beside a helper that draws no text, the picture is reported.
struct MiniPlayer: View {
    let cover: UIImage
    let title: String

    var body: some View {
        HStack {
            Image(uiImage: cover)
                .resizable()
                .frame(width: 40, height: 40)
            details
        }
    }

    private var details: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            Spacer()
        }
    }
}

struct CoverWithControls: View {
    let cover: UIImage

    var body: some View {
        HStack {
            Image(uiImage: cover)
                .resizable()
                .frame(width: 40, height: 40)
            controls
        }
    }

    private var controls: some View {
        Button(action: {}) {
            Image(systemName: "play.fill")
        }
    }
}
