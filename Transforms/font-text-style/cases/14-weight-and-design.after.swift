import SwiftUI

struct TimerFace: View {
    let elapsed: String
    let lap: String

    var body: some View {
        VStack {
            Text(elapsed)
                .font(.system(.largeTitle, design: .rounded).weight(.thin))
            Text(lap)
                .font(.system(.headline, design: .monospaced))
            Text("Lap")
                .font(.system(.footnote, design: .serif).weight(.bold))
        }
    }
}
