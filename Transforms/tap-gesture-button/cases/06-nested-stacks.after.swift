import SwiftUI

struct OrderRow: View {
    let number: Int

    var body: some View {
        VStack {
            HStack(alignment: .top) {
                Image(systemName: "bag")
                VStack(alignment: .leading) {
                    Text("Order #\(number)")
                        .font(.headline)
                    Text("Arrives Tuesday")
                        .font(.subheadline)
                }
            }
            .onTapGesture { openOrder(number) }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
        }
    }

    func openOrder(_ number: Int) {}
}
