import SwiftUI

struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Circle()
                .fill(.blue)
                .frame(width: 80, height: 80)
                .onTapGesture { taps += 1 }
            RoundedRectangle(cornerRadius: 8)
                .onTapGesture { handleTap() }
        }
    }

    func handleTap() {}
}
