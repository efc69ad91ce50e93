import SwiftUI

/// The step number is drawn in a 24 pt circle: its fixed size is the badge's design.
struct StepBadge: View {
    let step: Int

    var body: some View {
        Text("\(step)")
            .font(.custom("Avenir Next", fixedSize: 12))
            .frame(width: 24, height: 24)
            .background(Circle().fill(.blue))
    }
}
