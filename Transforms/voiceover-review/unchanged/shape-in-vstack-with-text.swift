import SwiftUI

struct PresenceBadge: View {
    let isAvailable: Bool

    var body: some View {
        VStack {
            Text("Status")
                .font(.caption)
            Circle()
                .fill(isAvailable ? Color.green : Color.gray)
                .frame(width: 8, height: 8)
        }
    }
}
