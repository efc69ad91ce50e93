import SwiftUI

/// A switch that shares its stack with other views inserts and removes content among them: the
/// stack reflows, so the animation is gated.
struct InboxScreen: View {
    enum Phase: Equatable {
        case empty, loaded
    }

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var phase = Phase.empty

    var body: some View {
        VStack {
            Text("Inbox")
            switch phase {
            case .empty:
                EmptyView()
            case .loaded:
                Text("3 new messages")
            }
            Button("Refresh") { phase = .loaded }
        }
        .animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: phase)
    }
}
