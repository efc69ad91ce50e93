import SwiftUI

struct SyncStatus: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle")
                .font(.largeTitle)
                .foregroundStyle(.orange)
                .accessibilityLabel("Warning") // [VERIFY] confirm label matches intent
            Image("cloud-offline")
        }
    }
}
