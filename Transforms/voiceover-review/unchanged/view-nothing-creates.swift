import SwiftUI

/// The app draws `LiveDot`, whose colour-only state is reported. Nothing creates `OldLiveDot`:
/// a report there is one nobody can act on, so it is left alone.
struct BroadcastApp: App {
    var body: some Scene {
        WindowGroup {
            LiveDot(isLive: true)
        }
    }
}

struct LiveDot: View {
    let isLive: Bool

    var body: some View {
        Circle()
            .fill(isLive ? .red : .gray)
            .frame(width: 10, height: 10)
    }
}

struct OldLiveDot: View {
    let isLive: Bool

    var body: some View {
        Circle()
            .fill(isLive ? .red : .gray)
            .frame(width: 10, height: 10)
    }
}
