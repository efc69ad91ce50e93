import SwiftUI

struct SyncIndicator: View {
    let isSynced: Bool

    var body: some View {
        Capsule()
            .foregroundColor(isSynced ? .blue : .orange)
            .frame(width: 24, height: 8)
    }
}
