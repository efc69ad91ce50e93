import SwiftUI

/// The flag's name is all the code says ("Show selector"): it names how the screen works, not what the
/// person reaches, and the slider it reveals has no words of its own. Reported, not guessed.
struct SpeedBar: View {
    @State private var showSelector = false
    @State private var speed = 1.0

    var body: some View {
        HStack {
            Button {
                showSelector = !showSelector
            } label: {
                Image(systemName: "gauge.with.dots.needle.33percent")
            }
            if showSelector {
                Slider(value: $speed, in: 0.5...2)
            }
        }
    }
}
