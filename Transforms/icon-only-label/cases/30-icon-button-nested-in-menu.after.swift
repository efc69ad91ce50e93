import SwiftUI

struct MessageRowMenu: View {
    var pin: () -> Void
    var reply: () -> Void

    var body: some View {
        Menu {
            Button("Reply", action: reply)
            ControlGroup {
                Button(action: pin) {
                    Image(systemName: "pin")
                }
                .accessibilityLabel("Pin") // [VERIFY] confirm label matches intent
                Button("Forward") {}
            }
        } label: {
            Image(systemName: "ellipsis.circle")
                .padding(8)
        }
    }
}
