import SwiftUI
import UIKit

struct CarrierBadge: View {
    let logo: UIImage
    let tint: Color

    var body: some View {
        HStack {
            Image(uiImage: logo.withRenderingMode(.alwaysTemplate))
                .font(.system(size: 15))
                .foregroundStyle(tint)
            Image("carrier-stamp")
                .font(.system(size: 15))
        }
    }
}
