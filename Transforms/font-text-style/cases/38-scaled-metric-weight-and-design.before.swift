import SwiftUI

struct Stopwatch: View {
    let time: String

    var body: some View {
        Text(time)
            .font(.system(size: 40, weight: .thin, design: .monospaced))
            .contentTransition(.numericText())
    }
}
