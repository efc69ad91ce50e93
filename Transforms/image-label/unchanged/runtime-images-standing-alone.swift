import SwiftUI
import UIKit

/// Pictures that arrive at run time: a photo the user picked, a downloaded cover. No name goes
/// with them, so VoiceOver says only "image", and the code does not say what they show: reported,
/// never labelled with a guess.
struct PickedPhotoPreview: View {
    let photo: UIImage

    var body: some View {
        VStack {
            Image(uiImage: photo)
                .resizable()
                .scaledToFit()
            Spacer()
        }
    }
}

struct CoverArt: View {
    let coverURL: URL
    let bannerURL: URL
    let mapURL: URL

    var body: some View {
        VStack {
            AsyncImage(url: coverURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                ProgressView()
            }
            AsyncImage(url: bannerURL) { phase in
                if let image = phase.image {
                    image.resizable()
                } else {
                    Color.gray
                }
            }
            AsyncImage(url: mapURL)
                .frame(height: 120)
        }
    }
}

/// A service's own icon, with an asset only as the fallback: the fallback's name says nothing
/// about the picture shown.
struct ServiceBadge: View {
    let icon: UIImage?

    var body: some View {
        VStack {
            Image(uiImage: icon ?? UIImage(named: "icon-placeholder")!)
                .resizable()
                .frame(width: 44, height: 44)
        }
    }
}
