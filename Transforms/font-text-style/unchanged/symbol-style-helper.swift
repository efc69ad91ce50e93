import SwiftUI

/// A style for the round icon buttons of a profile: the callers hand it icons only, drawn as
/// two-colour symbols at the size of their slot.
extension View {
    func iconButtonStyle(dark: Bool) -> some View {
        self.symbolRenderingMode(.palette)
            .font(.system(size: 30).weight(.light))
            .foregroundStyle(dark ? Color.white : Color.black, Color.gray)
    }
}
