import SwiftUI

struct LogoLockup: View {
    var body: some View {
        HStack(spacing: 4) {
            Image("logo")
            Text("ACME")
                .font(.custom("Futura-Bold", fixedSize: 18))
            Text("™")
                .font(Font.custom("Futura", fixedSize: 8))
        }
    }
}
