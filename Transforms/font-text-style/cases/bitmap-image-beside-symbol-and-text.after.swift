import SwiftUI

struct ShipmentRow: View {
    var body: some View {
        HStack {
            Image("parcel")
                .font(.system(size: 15))
            Image("custom.box.symbol")
                .symbolRenderingMode(.hierarchical)
                .font(.subheadline)
            Image(systemName: "shippingbox")
                .font(.subheadline)
            Text("On its way")
                .font(.subheadline)
        }
    }
}
