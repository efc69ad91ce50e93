import SwiftUI

struct MoreLink: View {
    var body: some View {
        VStack {
            HStack(spacing: 4) {
                Text("See all")
                Image(systemName: "chevron.right")
                    .font(.caption)
                    .accessibilityHidden(true)
            }
        }
    }
}
