import SwiftUI

struct BannerHost: View {
    @State private var message: String? = "Saved"
    @State private var offset: CGFloat = 0

    var body: some View {
        Color.clear
            .overlay(alignment: .bottom) {
                if let message {
                    Text(message)
                        .padding()
                        .background(Capsule().fill(Color.black))
                        .offset(y: offset)
                        .gesture(
                            DragGesture()
                                .onChanged { drag in offset = max(0, drag.translation.height) }
                                .onEnded { drag in
                                    if drag.translation.height > 40 { self.message = nil } else { offset = 0 }
                                }
                        )
                        .accessibilityAction(named: "Dismiss") { self.message = nil }
                }
            }
    }
}
