import SwiftUI

struct CaptionStyle: ViewModifier {
    @ScaledMetric(relativeTo: .caption) private var captionFontSize: CGFloat = 12
    func body(content: Content) -> some View {
        content
            .font(.system(size: captionFontSize, design: .rounded))
            .foregroundStyle(.secondary)
    }
}

extension View {
    func captionStyle() -> some View {
        modifier(CaptionStyle())
    }
}
