import SwiftUI

struct Banner: View {
    let message: String

    var body: some View {
        Text(message)
            .font(.system(size: 20, weight: .bold))
            .frame(maxWidth: .infinity, minHeight: 44)
    }
}
