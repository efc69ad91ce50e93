import SwiftUI

struct HeartRateView: View {
    let bpm: Int

    var body: some View {
        Text("\(bpm)")
            .font(.system(.title, design: .rounded))
            .accessibility(label: Text("Heart rate"))
            .accessibility(value: Text("\(bpm) beats per minute"))
    }
}
