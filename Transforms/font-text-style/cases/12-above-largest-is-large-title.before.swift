import SwiftUI

struct CountdownView: View {
    let secondsLeft: Int

    var body: some View {
        Text("\(secondsLeft)")
            .font(.system(size: 40, weight: .bold))
            .monospacedDigit()
    }
}
