import SwiftUI

struct StepperRow: View {
    @Binding var quantity: Int

    var body: some View {
        HStack {
            Text("Quantity: \(quantity)")
            Spacer()
            HStack { Button(action: { quantity += 1 }) { Image(systemName: "plus.circle") }
                .accessibilityLabel("Increase") // [VERIFY] confirm label matches intent
            }
        }
    }
}
