import SwiftUI

/// Look-alikes of a chosen tab: a speed button coloured by a comparison with a number, whose tap
/// steps the speed, and a button coloured by a choice its action does not make. Reported as before.
struct SpeedControls: View {
    @State private var speed = 1.0
    @State private var layout = 0
    let column: Int

    var body: some View {
        HStack {
            Button {
                speed = speed == 1.0 ? 1.5 : 1.0
            } label: {
                Image(systemName: "hare")
                    .background(
                        Circle()
                            .fill(speed == 1.0 ? Color.gray : Color.orange)
                    )
            }
            Button {
                refresh()
            } label: {
                Image(systemName: "rectangle.split.3x1")
                    .background(
                        Circle()
                            .fill(layout == column ? Color.accentColor : Color.clear)
                    )
            }
        }
    }

    func refresh() {}
}

/// A rate button whose circle's colour follows the rate, with the rate laid over it as text: the text
/// says the state.
struct RateButton: View {
    @State private var rate = 1.0

    var body: some View {
        Button(action: { rate = rate == 1.0 ? 2.0 : 1.0 }) {
            Circle()
                .fill(rate == 1.0 ? Color.gray : Color.orange)
                .overlay(Text(rate == 1.0 ? "1×" : "2×"))
        }
    }
}
