import SwiftUI

// An animation keyed to a value made the same way on every draw never plays: nothing to gate.
// (One keyed to the view's state, `value: isRaised`, is gated: see the cases.)
struct FloatingCaption: View {
    let text: String

    var body: some View {
        VStack {
            Text(text)
                .padding(.top, 8)
                .animation(.easeInOut, value: CGSize.zero)
            Text(text)
                .padding(EdgeInsets())
                .animation(.spring(), value: EdgeInsets())
        }
    }
}
