import SwiftUI

/// The thumbnail calls back whoever draws it: `onSelect` says when the closure runs, not what it
/// does, and every thumbnail in the grid would read "Select". No label is made from it; the
/// tap is reported for a person to name.
struct PhotoThumbnail: View {
    let photo: Photo
    let onSelect: () -> Void

    var body: some View {
        Image(photo.assetName)
            .resizable()
            .frame(width: 80, height: 80)
            .onTapGesture {
                onSelect()
            }
    }
}

struct Photo {
    let assetName: String
}
