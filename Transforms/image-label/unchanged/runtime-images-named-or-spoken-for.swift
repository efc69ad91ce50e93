import SwiftUI
import UIKit

/// Runtime images that need nothing: named by the text beside them, inside a control that is
/// labelled, labelled by their initializer, or inside an element that ignores its children.
struct ContactRow: View {
    let avatar: UIImage
    let name: String

    var body: some View {
        HStack {
            Image(uiImage: avatar)
                .resizable()
                .frame(width: 40, height: 40)
            Text(name)
        }
    }
}

struct AttachmentButton: View {
    let thumbnail: UIImage
    let open: () -> Void

    var body: some View {
        Button(action: open) {
            Image(uiImage: thumbnail)
        }
        .accessibilityLabel("Open attachment")
    }
}

struct ScannedPage: View {
    let page: CGImage

    var body: some View {
        VStack {
            Image(page, scale: 2, orientation: .up, label: Text("Scanned page"))
            Image(decorative: page, scale: 2)
        }
    }
}

struct WeatherBadge: View {
    let radar: UIImage
    let summary: String

    var body: some View {
        VStack {
            Image(uiImage: radar)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(summary)
    }
}

struct AlbumThumb: View {
    let url: URL

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image.resizable()
                    .accessibilityLabel("Album art")
            default:
                Image(uiImage: UIImage(systemName: "photo")!)
            }
        }
    }
}

/// Kept in the layout but not shown: `.hidden()` takes it from VoiceOver too.
struct DragHandleSpacer: View {
    let handle: UIImage

    var body: some View {
        VStack {
            Image(uiImage: handle)
                .hidden()
            HStack {
                Image(uiImage: handle)
            }
            .hidden()
        }
    }
}

/// Loaded through UIKit from assets whose names say what they are: a logo, a background.
struct SplashScreen: View {
    var body: some View {
        ZStack {
            Image(uiImage: UIImage(named: "splash-background")!)
            Image(uiImage: UIImage(named: "AppLogo")!)
        }
    }
}
