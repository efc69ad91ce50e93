import SwiftUI

/// Glyphs drawn in circles whose side is a local constant: as fixed as a literal frame, so a
/// larger glyph would be clipped by the circle.
struct FeatureIcons: View {
    var body: some View {
        HStack(spacing: -8) {
            let diameter: CGFloat = 64
            Image(systemName: "bell.fill")
                .font(.system(size: 22, weight: .semibold))
                .frame(width: diameter, height: diameter)
                .background(Color.gray.opacity(0.2))
                .clipShape(Circle())
            Image(systemName: "star.fill")
                .font(.system(size: 22, weight: .semibold))
                .frame(width: diameter, height: diameter)
                .clipShape(Circle())
        }
    }
}
