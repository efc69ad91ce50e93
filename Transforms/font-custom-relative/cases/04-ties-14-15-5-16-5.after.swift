import SwiftUI

struct ProductDetails: View {
    let name: String
    let blurb: String
    let sku: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name)
                .font(.custom("Futura-Medium", size: 16.5))
            Text(blurb)
                .font(.custom("Futura", size: 15.5, relativeTo: .callout))
            Text(sku)
                .font(.custom("Futura", size: 14, relativeTo: .subheadline))
                .foregroundStyle(.secondary)
        }
    }
}
