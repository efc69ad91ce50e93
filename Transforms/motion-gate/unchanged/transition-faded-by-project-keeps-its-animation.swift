import SwiftUI

/// The project already turns the tip's slide into a cross-fade under Reduce Motion. The
/// animation that plays the insertion is what plays that fade: it keeps running.
struct TipCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showsTip = false

    var body: some View {
        ZStack {
            Color.clear
            if showsTip {
                Text("Swipe to archive")
                    .transition(reduceMotion ? .opacity : .slide)
            }
        }
        .onAppear {
            withAnimation(.spring()) {
                showsTip = true
            }
        }
    }
}
