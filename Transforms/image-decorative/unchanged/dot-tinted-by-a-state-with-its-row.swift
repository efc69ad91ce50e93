import SwiftUI

// A dot in a row tinted by a state (`statusColor`): the colour may say what the words do not
// (online, away), so the dot is not a swatch to hide.
struct PeerRow: View {
    let name: String
    let statusColor: Color

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "circle.fill")
            Text(name)
        }
        .foregroundStyle(statusColor)
    }
}
