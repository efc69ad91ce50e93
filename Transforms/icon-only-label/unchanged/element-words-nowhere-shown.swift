import SwiftUI

/// Buttons drawn from a list's elements whose words the view never shows: which property names
/// an element is not known, and the buttons are reported.
struct StickerTray: View {
    let stickers: [Sticker]
    let onTap: (Sticker) -> Void

    var body: some View {
        HStack {
            ForEach(stickers, id: \.artwork) { sticker in
                Button {
                    onTap(sticker)
                } label: {
                    Image(sticker.artwork)
                }
            }
        }
    }
}

struct Sticker {
    let artwork: String
    let caption: String
}
