import SwiftUI

enum Brand {
    static let displayFont = "Montserrat-Bold"
    static let textFont = "Montserrat-Regular"
}

struct Hero: View {
    var body: some View {
        VStack {
            Text("Ship faster")
                .font(.custom(Brand.displayFont, size: 34, relativeTo: .largeTitle))
            Text("Every plan includes unlimited builds.")
                .font(.custom(Brand.textFont, size: 16, relativeTo: .callout))
        }
    }
}
