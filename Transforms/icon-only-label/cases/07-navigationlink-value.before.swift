import SwiftUI

enum Route: Hashable {
    case notifications
}

struct HomeHeader: View {
    var body: some View {
        HStack {
            Text("Home")
            Spacer()
            NavigationLink(value: Route.notifications) {
                Image(systemName: "bell.badge.fill")
            }
        }
    }
}
