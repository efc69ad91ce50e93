import SwiftUI

struct AccountScreen: View {
    @ScaledMetric(relativeTo: .title2) private var title2FontSize: CGFloat = 24
    let userName: String

    var body: some View {
        VStack {
            header
            Text("Settings")
        }
    }
}

extension AccountScreen {
    var header: some View {
        Text(userName)
            .font(.system(size: title2FontSize, weight: .bold))
    }
}
