import SwiftUI

/// Accessibility set by hand that names nothing, and project views whose code names no element:
/// the trait alone would make a button without a name. Left alone, or reported.
struct GalleryTile: View {
    var body: some View {
        VStack {
            Image(systemName: "photo")
                .accessibilityElement(children: .ignore)
                .onTapGesture { openPhoto() }

            HStack {
                Image(systemName: "star")
                Image(systemName: "star.fill")
            }
            .accessibilityElement(children: .combine)
            .onTapGesture { openRating() }

            HStack {
                Image(systemName: "info.circle")
                Text("Details")
            }
            .accessibilityElement(children: .contain)
            .onTapGesture { openDetails() }

            FramedPicture()
                .onTapGesture { handlePictureTap() }

            BadgedPicture()
                .onTapGesture { handlePictureTap() }
        }
    }

    func openPhoto() {}
    func openRating() {}
    func openDetails() {}
    func handlePictureTap() {}
}

struct FramedPicture: View {
    var body: some View {
        Image(systemName: "photo.artframe")
            .padding()
    }
}

/// Labels one part, and makes no one element of the whole: the trait alone would name nothing.
struct BadgedPicture: View {
    var body: some View {
        ZStack {
            Image(systemName: "photo")
            Image(systemName: "checkmark.seal")
                .accessibilityLabel("Verified")
        }
    }
}
