import SwiftUI

struct QuantityStepper: View {
    @Binding var quantity: Int

    var body: some View {
        HStack(spacing: 0) {
            Button(action: decrement) {
                Image(systemName: "minus")
            }
            .frame(width: 30, height: 44)
            Text("\(quantity)")
                .frame(width: 40)
            Button(action: increment) {
                Image(systemName: "plus")
            }
            .frame(width: 30, height: 44)
        }
    }

    func decrement() { quantity -= 1 }
    func increment() { quantity += 1 }
}
