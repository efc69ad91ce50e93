import SwiftUI

/// The device's click before the call is feedback on the tap: the call after it
/// (`sendPayment()`) is what the button does, never the click's "play".
struct PaymentConfirmation: View {
    var body: some View {
        HStack {
            Button {
                UIDevice.current.playInputClick()
                sendPayment()
            } label: {
                Image(systemName: "checkmark.circle.fill")
            }
            .accessibilityLabel("Send payment") // [VERIFY] confirm label matches intent
        }
    }

    func sendPayment() {}
}
