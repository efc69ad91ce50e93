import SwiftUI

/// `icon` must stay an `Image`: callers apply `Image`-only modifiers such as `.resizable()`.
/// Appending `.accessibilityLabel` would make it `some View` and break the build, so the image
/// is reported with the spelling that keeps its type.
struct ReceiptRow: View {
    var icon: Image {
        Image("receipt-stamp")
    }

    var body: some View {
        icon
            .resizable()
            .frame(width: 24, height: 24)
    }
}

struct BadgeFactory {
    func badge(isGold: Bool) -> Image {
        Image(systemName: "medal")
    }
}
