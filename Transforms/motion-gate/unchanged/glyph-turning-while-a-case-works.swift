import SwiftUI

/// A glyph that turns one way forever, shown only under a case named for work (`.uploading`), is a
/// busy indicator like `ProgressView()`, which keeps turning under Reduce Motion. (The same turn
/// shown whatever the state is decoration, gated as a loop started on appear.)
struct BackupStatusIcon: View {
    enum Phase { case idle, uploading, failed }

    let phase: Phase

    var body: some View {
        HStack {
            switch phase {
            case .uploading:
                TurningArrows(symbol: "arrow.triangle.2.circlepath")
            case .idle, .failed:
                Image(systemName: "icloud")
            }
        }
    }

    struct TurningArrows: View {
        let symbol: String
        @State private var turning = false

        var body: some View {
            Image(systemName: symbol)
                .rotationEffect(.degrees(turning ? 360 : 0))
                .animation(.linear(duration: 1.5).repeatForever(autoreverses: false), value: turning)
                .onAppear { turning = true }
        }
    }
}
