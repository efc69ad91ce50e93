import SwiftUI

/// Accessibility set by hand that names nothing, and a project view whose code names no element:
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
