import SwiftUI

/// `icon` must stay an `Image`: callers apply `Image`-only modifiers such as `.resizable()`.
/// Appending `.accessibilityLabel` inside its branches would make them `some View` and break the
/// build. A helper that only returns images is left to its use site, even with the project's own
/// phrases for them: no edit here, and no finding.
struct ReceiptRow: View {
    let isPaid: Bool

    var icon: Image {
        if isPaid {
            Image("receipt-stamp")
        } else {
            Image("receipt-draft")
        }
    }

    var body: some View {
        icon
            .resizable()
            .frame(width: 24, height: 24)
    }
}
