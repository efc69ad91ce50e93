import SwiftUI

struct CaptionStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.system(size: 12, design: .rounded))
            .foregroundStyle(.secondary)
    }
}

extension View {
    func captionStyle() -> some View {
        modifier(CaptionStyle())
    }
}
