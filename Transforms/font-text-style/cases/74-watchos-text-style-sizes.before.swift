import SwiftUI

struct HeartRateView: View {
    let bpm: Int

    var body: some View {
        VStack {
            Text("\(bpm)")
                .font(.system(size: 34, weight: .semibold))
            Text("BPM")
                .font(.system(size: 15))
            Text("Resting")
                .font(.system(size: 16))
        }
    }
}
