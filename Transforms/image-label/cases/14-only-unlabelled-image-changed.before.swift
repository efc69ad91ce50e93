import SwiftUI

struct ProfileBadges: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
                .accessibilityLabel("Top rated")
            Image(systemName: "checkmark.seal")
                .foregroundStyle(.blue)
            Image(decorative: "badge-shine")
        }
    }
}
