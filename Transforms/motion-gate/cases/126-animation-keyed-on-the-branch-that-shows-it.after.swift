import SwiftUI

/// The preview exists only while `showsPreview` is true, so its `.animation(_, value: showsPreview)`
/// never sees the value change and never plays: left alone (constant-value). The toolbar's
/// animation of `isWide`, which it stays on screen for, widens it: gated.
struct CaptureBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showsPreview = false
    @State private var isWide = false

    var body: some View {
        HStack {
            if showsPreview {
                Rectangle()
                    .scaleEffect(showsPreview ? 1 : 0.5)
                    .animation(.spring(response: 0.3), value: showsPreview)
            }
            Rectangle()
                .frame(width: isWide ? 240 : 120)
                .animation(reduceMotion ? nil : .spring(response: 0.3), value: isWide)
        }
    }
}
