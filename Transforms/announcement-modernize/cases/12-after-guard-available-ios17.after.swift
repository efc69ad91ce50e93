import SwiftUI

struct StickerPicker: View {
    let stickers: [String]

    var body: some View {
        ForEach(stickers, id: \.self) { sticker in
            Button(sticker) { send(sticker) }
        }
    }

    private func send(_ sticker: String) {
        guard #available(iOS 17, *) else { return }
        AccessibilityNotification.Announcement("Sticker sent").post()
    }
}
