import SwiftUI

/// A debug panel's looping demo and code switched off with `#if false` never reach people using
/// the app: no finding for either.
struct AnimationDebugPanel: View {
    @State private var spins = false

    var body: some View {
        Image(systemName: "gear")
            .rotationEffect(.degrees(spins ? 360 : 0))
            .animation(.linear(duration: 2).repeatForever(autoreverses: false), value: spins)
            .onTapGesture { spins.toggle() }
    }
}

struct Badge: View {
    @State private var isBig = false

    var body: some View {
        Text("3")
            .scaleEffect(isBig ? 1.5 : 1)
            .onTapGesture {
                #if false
                withAnimation(.spring()) {
                    isBig.toggle()
                }
                #endif
            }
    }
}
