import SwiftUI

struct HeroBanner: View {
    var body: some View {
        Text("Summer Sale")
            .font(
                .system(
                    size: 36,
                    weight: .black,
                    design: .rounded
                )
            )
            .foregroundStyle(.orange)
    }
}
