import SwiftUI
import UIKit

/// A view named as a backdrop draws decoration (image-decorative hides it): left alone here. A
/// view that shows a wallpaper as its content, to pick it, is not a backdrop: its picture is reported.
struct MeadowBackground: View {
    var body: some View {
        Color.green
            .overlay(alignment: .top) {
                Image("hills")
                    .resizable()
            }
    }
}

struct WallpaperThumbnail: View {
    let wallpaper: UIImage

    var body: some View {
        Image(uiImage: wallpaper)
            .resizable()
            .frame(width: 80, height: 60)
    }
}
