import SwiftUI

struct NotificationStatus: View {
    let isMuted: Bool

    var body: some View {
        VStack {
            if isMuted {
                Image(systemName: "bell.slash")
                    .foregroundStyle(.secondary)
            } else {
                Image(systemName: "bell")
                    .foregroundStyle(.blue)
            }
        }
    }
}
