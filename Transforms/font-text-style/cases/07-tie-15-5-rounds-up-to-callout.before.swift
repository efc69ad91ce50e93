import SwiftUI

struct TipBanner: View {
    let tip: String

    var body: some View {
        Label(tip, systemImage: "lightbulb")
            .font(.system(size: 15.5))
            .padding(8)
            .background(.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
    }
}
