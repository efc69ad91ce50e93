import SwiftUI

struct TipBanner: View {
    let tip: String

    var body: some View {
        Label(tip, systemImage: "lightbulb")
            .font(.callout)
            .padding(8)
            .background(.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
    }
}
