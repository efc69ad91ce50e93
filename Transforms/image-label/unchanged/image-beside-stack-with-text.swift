import SwiftUI

struct OrderStatus: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "shippingbox")
                Text("Order shipped")
            }
            Image("delivery-map")
                .resizable()
                .scaledToFit()
        }
    }
}
