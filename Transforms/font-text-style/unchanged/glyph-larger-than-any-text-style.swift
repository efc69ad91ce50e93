import SwiftUI

/// An onboarding icon drawn larger than the largest text style (.largeTitle, 34 pt): a picture
/// sized to its slot, not text. Growing it with Dynamic Type would push the text off screen.
struct PermissionIcon: View {
    var body: some View {
        Image(systemName: "location.circle")
            .font(.system(size: 38, weight: .regular))
            .foregroundStyle(.tint)
    }
}
