import SwiftUI
import UIKit

/// Transitions and hero moves that only ever play through the project's own Reduce Motion-aware
/// animations are already handled: the banner's move plays inside `.animation(.calm, value:)`, and
/// the chips move only inside `withAnimation(.easeOut.unlessReduced())`.
struct OfflineBanner: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            if isShown {
                Text("Offline")
                    .transition(.move(edge: .top))
            }
            Button("Toggle") { isShown.toggle() }
        }
        .animation(.calm, value: isShown)
    }
}

struct FilterChips: View {
    @Namespace private var chips
    @State private var active: [String] = []
    @State private var available = ["Unread", "Mentions", "Favourites"]

    var body: some View {
        HStack {
            ForEach(active, id: \.self) { name in
                Text(name)
                    .matchedGeometryEffect(id: name, in: chips)
            }
            ForEach(available, id: \.self) { name in
                Button(name) { activate(name) }
                    .matchedGeometryEffect(id: name, in: chips)
            }
        }
    }

    private func activate(_ name: String) {
        withAnimation(.easeOut.unlessReduced()) {
            available.removeAll { $0 == name }
            active.append(name)
        }
    }
}

extension Animation {
    static var calm: Animation { Animation.default.unlessReduced() }

    func unlessReduced() -> Animation {
        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
    }
}
