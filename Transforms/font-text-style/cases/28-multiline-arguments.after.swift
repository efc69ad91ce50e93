import SwiftUI

struct HeroBanner: View {
    var body: some View {
        Text("Summer Sale")
            .font(
                .system(.largeTitle, design: .rounded).weight(.black)
            )
            .foregroundStyle(.orange)
    }
}
