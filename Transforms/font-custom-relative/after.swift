import SwiftUI

struct BrandTitle: View {
    var body: some View {
        VStack {
            Text("Morning Brief")
                .font(.custom("AvenirNext-Bold", size: 28, relativeTo: .title))
            Text("Your news, in five minutes")
                .font(.custom("AvenirNext-Regular", size: 15, relativeTo: .subheadline))
            Text("v2.4")
                .font(.custom("Menlo", size: 10, relativeTo: .caption2))
        }
    }
}
