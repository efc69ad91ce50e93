import SwiftUI

/// An `else if` chain with no final `else`: when neither flag holds, nothing shows, so turning
/// `hasWarning` on inserts the warning and pushes the list down. The animation is gated.
struct SyncStatusView: View {
    let isSyncing: Bool
    @State private var hasWarning = false

    var body: some View {
        VStack {
            if isSyncing {
                ProgressView()
            } else if hasWarning {
                Label("Some items could not sync", systemImage: "exclamationmark.triangle")
            }
            List(0..<10, id: \.self) { Text("Item \($0)") }
        }
        .onAppear {
            withAnimation(.spring()) {
                hasWarning = true
            }
        }
    }
}
