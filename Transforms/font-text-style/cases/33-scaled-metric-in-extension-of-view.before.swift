import SwiftUI

struct AccountScreen: View {
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
            .font(.system(size: 24, weight: .bold))
    }
}
