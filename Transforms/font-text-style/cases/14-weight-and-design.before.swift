import SwiftUI

struct TimerFace: View {
    let elapsed: String
    let lap: String

    var body: some View {
        VStack {
            Text(elapsed)
                .font(.system(size: 34, weight: .thin, design: .rounded))
            Text(lap)
                .font(.system(size: 17, weight: .semibold, design: .monospaced))
            Text("Lap")
                .font(.system(size: 13, weight: .bold, design: .serif))
        }
    }
}
