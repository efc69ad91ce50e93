import SwiftUI

struct AudioDetail: View {
    var body: some View {
        VStack {
            Image("wavelength-chart")
                .resizable()
                .scaledToFit()
            Image("sound-wave")
                .resizable()
                .frame(height: 24)
                .accessibilityHidden(true)
        }
    }
}
