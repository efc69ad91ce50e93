import SwiftUI

struct LoadingDot: View {
    @State private var isLarge = false

    var body: some View {
        Circle()
            .frame(width: isLarge ? 24 : 12, height: isLarge ? 24 : 12)
            .foregroundStyle(.blue)
            .animation(.easeInOut(duration: 0.6))
            .onTapGesture { isLarge.toggle() }
    }
}
