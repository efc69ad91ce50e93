import SwiftUI
import UIKit

// A QR code the app generates: VoiceOver would say only "image". What it is, a QR code, is its
// label; what it encodes is for the text around it to say.
struct ShareCodeView: View {
    let link: String
    @State private var qrCodeImage: UIImage?
    @State private var avatar: UIImage?

    var body: some View {
        VStack {
            if let qrCodeImage {
                Image(uiImage: qrCodeImage)
                    .resizable()
                    .frame(width: 200, height: 200)
                    .accessibilityLabel("QR code") // [VERIFY] confirm label matches intent
            }
            if let avatar {
                Image(uiImage: avatar)
            }
        }
    }
}
