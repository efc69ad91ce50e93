import SwiftUI

/// A minus and a plus that move to the previous or next value of a list (the playback rates):
/// they step it, as a stepper's halves do; the minus removes nothing.
struct RateControl: View {
    @Binding var rate: Double
    let rates: [Double]

    var body: some View {
        HStack {
            Button {
                if let lower = previousRate() {
                    rate = lower
                }
            } label: {
                Image(systemName: "minus")
            }
            .accessibilityLabel("Decrease") // [VERIFY] confirm label matches intent
            Text(rate, format: .number)
            Button {
                if let higher = nextRate() {
                    rate = higher
                }
            } label: {
                Image(systemName: "plus")
            }
            .accessibilityLabel("Increase") // [VERIFY] confirm label matches intent
        }
    }

    func previousRate() -> Double? { rates.last { $0 < rate } }
    func nextRate() -> Double? { rates.first { $0 > rate } }
}
