import SwiftUI
import UIKit

// A view named as a QR code whose whole body is one runtime image: the image is the code the app
// draws for a camera to scan, so "QR code" is its label.
struct PairingQRCode: View {
    let payload: Data

    var body: some View {
        Image(uiImage: UIImage(data: payload) ?? UIImage())
            .resizable()
            .frame(width: 240, height: 240)
    }
}
