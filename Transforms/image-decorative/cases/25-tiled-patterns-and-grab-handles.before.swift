import SwiftUI
import UIKit

/// A pattern drawn tiled behind the content, and the grab handle of a reorderable row, are
/// decoration, whether the image is an asset or loaded at run time (SwiftGen's `Asset.….image`).
struct LoadingScreen: View {
    var body: some View {
        ZStack(alignment: .top) {
            Image(uiImage: Asset.sparklesTiled.image).resizable(resizingMode: .tile).frame(maxWidth: .infinity)
            Image("stars")
                .resizable(resizingMode: .tile)
            VStack {
                ProgressView()
                Text("Loading your garden")
            }
        }
    }
}

struct ChecklistRow: View {
    @Binding var text: String

    var body: some View {
        HStack {
            TextField("Item", text: $text)
            Image(uiImage: Asset.grabIndicator.image)
                .padding(.trailing, 13)
        }
    }
}

// Elsewhere in the project:
// enum Asset { static let sparklesTiled = ImageAsset(); static let grabIndicator = ImageAsset() }
// struct ImageAsset { var image: UIImage { UIImage() } }
