import SwiftUI

/// A title held for five seconds lets support staff skip a step: a hold that long only sets a flag,
/// hidden on purpose, and an action would announce it to every VoiceOver user. A short hold that
/// sets a flag is another matter (a finding or a fix of its own rules).
struct UpgradeHeader: View {
    @State private var allowSkip = false

    var body: some View {
        Text("Welcome to version 2")
            .font(.largeTitle)
            .onLongPressGesture(minimumDuration: 5) {
                didHoldTitle()
            }
    }

    func didHoldTitle() {
        print("held")
        allowSkip = true
    }
}
