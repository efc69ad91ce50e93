import SwiftUI

struct ProductCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Image("product-photo")
                .resizable()
                .scaledToFit()
                .frame(height: 180)
        }
    }
}
