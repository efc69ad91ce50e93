import SwiftUI

/// A preview beside a button that does something else: the tap is still the only way to its work.
struct ThumbnailEditor: View {
    let editor: ThumbnailModel

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .onTapGesture { editor.rotateThumbnail() }
            Button("Remove") { editor.removeThumbnail() }
        }
    }
}

final class ThumbnailModel {
    func rotateThumbnail() {}
    func removeThumbnail() {}
}
