import SwiftUI

/// A tap counts, pulses the count and logs it: an `if` around the pulse alone skips it under
/// Reduce Motion, and the counting and logging still run.
struct TallyButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var tally = 0
    @State private var bump: CGFloat = 1
    var log: (Int) -> Void

    var body: some View {
        Text("\(tally)")
            .scaleEffect(bump)
            .animation(.spring(response: 0.25), value: bump)
            .onTapGesture { count() }
    }

    private func count() {
        tally += 1
        if !reduceMotion {
            bump = 1.2
            Task {
                try? await Task.sleep(for: .milliseconds(250))
                bump = 1
            }
        }
        log(tally)
    }
}
