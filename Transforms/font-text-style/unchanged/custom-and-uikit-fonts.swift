import SwiftUI
import UIKit

struct BrandedLabel: View {
    var body: some View {
        VStack {
            Text("Acme")
                .font(.custom("Avenir Next", size: 17))
            Text("Since 1999")
                .font(Font(UIFont.systemFont(ofSize: 13)))
        }
    }
}
