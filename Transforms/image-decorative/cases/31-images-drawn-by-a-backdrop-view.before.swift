import SwiftUI
import UIKit

/// A view named as a backdrop draws decoration: its pictures are hidden, whatever their names.
struct MeadowBackground: View {
    var body: some View {
        Color.green
            .overlay(alignment: .top) {
                Image("hills")
                    .resizable()
                    .scaledToFill()
            }
    }
}

struct WallpaperView: View {
    let wallpaper: UIImage

    var body: some View {
        GeometryReader { geometry in
            Image(uiImage: wallpaper)
                .resizable()
                .frame(width: geometry.size.width, height: geometry.size.height)
        }
    }
}
