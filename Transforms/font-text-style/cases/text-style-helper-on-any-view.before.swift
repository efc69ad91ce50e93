import SwiftUI

/// Looks like the icon style helper, but it styles text: no symbol rendering, a heading's size.
extension View {
    func sectionHeadingStyle() -> some View {
        self.font(.system(size: 17, weight: .semibold))
            .foregroundStyle(Color.secondary)
    }
}
