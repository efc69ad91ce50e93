import SwiftUI

struct Banner: View {
    let message: String

    var body: some View {
        Text(message)
            .font(.title3.weight(.bold))
            .frame(maxWidth: .infinity, minHeight: 44)
    }
}
