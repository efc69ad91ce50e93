import SwiftUI

/// Status marks whose text says the status (a warning beside a negated state, a dot beside
/// "Offline", radio waves beside "Discovered", a checkmark beside "Granted") are hidden, and a
/// picture of a thing built on a square (`square.3.layers.3d`) is no checkbox state. A backdrop
/// with controls drawn over it is hidden before its layers, so they stay readable.
struct DeviceStatusPanel: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                    .foregroundStyle(.yellow)
                    .accessibilityHidden(true)
                Text("Sync server not configured")
            }
            HStack(spacing: 4) {
                Image(systemName: "circle.fill")
                    .font(.system(size: 10))
                    .foregroundStyle(.orange)
                    .accessibilityHidden(true)
                Text("Offline")
            }
            HStack(spacing: 4) {
                Image(systemName: "antenna.radiowaves.left.and.right")
                    .accessibilityHidden(true)
                Text("Discovered")
            }
            HStack(spacing: 4) {
                Text("Granted")
                Image(systemName: "checkmark.circle.fill")
                    .accessibilityHidden(true)
            }
            HStack {
                Image(systemName: "square.3.layers.3d")
                    .accessibilityHidden(true)
                Text("Installed Platforms")
            }
            Image("dashboard-background")
                .resizable()
                .scaledToFill()
                .accessibilityHidden(true)
                .overlay {
                    Button("Play preview") {}
                }
        }
    }
}
