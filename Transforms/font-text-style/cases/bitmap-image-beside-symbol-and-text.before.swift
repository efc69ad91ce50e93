import SwiftUI

struct ShipmentRow: View {
    var body: some View {
        HStack {
            Image("parcel")
                .font(.system(size: 15))
            Image("custom.box.symbol")
                .symbolRenderingMode(.hierarchical)
                .font(.system(size: 15))
            Image(systemName: "shippingbox")
                .font(.system(size: 15))
            Text("On its way")
                .font(.system(size: 15))
        }
    }
}
