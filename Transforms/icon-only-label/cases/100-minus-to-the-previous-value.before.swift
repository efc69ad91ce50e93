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
            Text(rate, format: .number)
            Button {
                if let higher = nextRate() {
                    rate = higher
                }
            } label: {
                Image(systemName: "plus")
            }
        }
    }

    func previousRate() -> Double? { rates.last { $0 < rate } }
    func nextRate() -> Double? { rates.first { $0 > rate } }
}
