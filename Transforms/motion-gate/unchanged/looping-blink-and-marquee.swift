import SwiftUI

/// Two loops on views: a "live" dot that blinks in place (its only changing value is an opacity,
/// its frame a constant) is what Reduce Motion keeps, so it gets no finding; a marquee that
/// slides its text across is reported as a loop that moves.
struct LiveBadge: View {
    @State private var isDim = false
    @State private var scrolls = false

    var body: some View {
        HStack {
            Circle()
                .fill(.red)
                .frame(width: 8, height: 8)
                .opacity(isDim ? 0.3 : 1)
                .animation(.easeInOut(duration: 0.8).repeatForever())
            Text("Breaking news")
                .offset(x: scrolls ? -200 : 200)
                .animation(.linear(duration: 4).repeatForever(autoreverses: false))
        }
        .onAppear {
            isDim = true
            scrolls = true
        }
    }
}
