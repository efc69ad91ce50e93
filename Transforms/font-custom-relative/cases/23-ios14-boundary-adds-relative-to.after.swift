import SwiftUI

struct BrandTitle: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Morning Brief")
                .font(.custom("AvenirNext-Bold", size: 28, relativeTo: .title))
            Text("Your news, in five minutes")
                .font(.custom("AvenirNext-Regular", size: 15, relativeTo: .subheadline))
        }
    }
}
