import SwiftUI

struct CheckoutButton: View {
    var body: some View {
        VStack {
            Button("Checkout") { checkout() }
                .buttonStyle(.borderedProminent)
                .onTapGesture { trackCheckoutTap() }
        }
    }

    func checkout() {}
    func trackCheckoutTap() {}
}
