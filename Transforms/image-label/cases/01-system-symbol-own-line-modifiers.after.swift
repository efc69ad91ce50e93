import SwiftUI

struct SyncErrorBanner: View {
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle")
                .font(.largeTitle)
                .foregroundStyle(.orange)
                .accessibilityLabel("Warning") // [VERIFY] confirm label matches intent
        }
        .padding()
    }
}
