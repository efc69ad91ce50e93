import SwiftUI

struct CountdownView: View {
    let secondsLeft: Int

    var body: some View {
        Text("\(secondsLeft)")
            .font(.largeTitle.weight(.bold))
            .monospacedDigit()
    }
}
