import SwiftUI

/// Glyphs whose size belongs to a picture: a badge drawn over a fixed icon, and a decorative
/// glyph hidden from VoiceOver that fills a slot its caller sizes. Scaling one layer distorts
/// the picture, so they are left as they are.
struct DeviceTile: View {
    var body: some View {
        Image("device-outline")
            .resizable()
            .frame(width: 38, height: 38)
            .overlay(alignment: .bottomTrailing) {
                Image(systemName: "bolt.fill")
                    .font(.system(size: 12))
            }
    }
}

struct StepIcon: View {
    var body: some View {
        Image(systemName: "sparkles")
            .font(.system(size: 26, weight: .medium))
            .accessibilityHidden(true)
    }
}
