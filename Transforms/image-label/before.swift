import SwiftUI

struct SyncStatus: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle")
                .font(.largeTitle)
                .foregroundStyle(.orange)
            Image("cloud-offline")
        }
    }
}
