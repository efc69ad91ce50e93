import SwiftUI

/// A code editor's debug area is part of the app people use: its endless pulse is reported like
/// any other loop, although its name says Debug.
struct DebugAreaView: View {
    @State private var isRunning = false

    var body: some View {
        Circle()
            .frame(width: 8, height: 8)
            .offset(x: isRunning ? 40 : 0)
            .animation(.linear(duration: 1).repeatForever(autoreverses: true), value: isRunning)
            .onTapGesture { isRunning.toggle() }
    }
}
