import SwiftUI

struct ShippingOption: View {
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "shippingbox")
            Text("Express delivery")
        }
        .padding()
        .onTapGesture {
            chooseExpress()
        }
    }

    func chooseExpress() {}
}
