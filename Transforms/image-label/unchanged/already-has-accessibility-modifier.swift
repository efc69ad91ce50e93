import SwiftUI

struct ReceiptHeader: View {
    var body: some View {
        VStack {
            Image(systemName: "doc.text")
                .accessibilityLabel("Receipt")
            Image("store-logo")
                .accessibilityHidden(true)
            Image(systemName: "qrcode")
                .accessibilityIdentifier("receipt-qr")
        }
    }
}
