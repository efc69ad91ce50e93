import SwiftUI

// A link's destination under modifiers is still the screen it opens, named by its type.
// Elsewhere in the project:
// final class Store: ObservableObject {}
// struct ActivityLogView: View { var body: some View { Text("Log") } }
// struct ReportsScreen: View { var body: some View { Text("Reports") } }
struct DashboardBar: View {
    @StateObject private var store = Store()

    var body: some View {
        HStack {
            NavigationLink {
                ActivityLogView().environmentObject(store)
            } label: {
                Image(systemName: "list.bullet.rectangle.portrait")
            }
            .accessibilityLabel("Activity log") // [VERIFY] confirm label matches intent
            NavigationLink(destination: ReportsScreen().navigationBarTitleDisplayMode(.inline)) {
                Image(systemName: "chart.xyaxis.line")
            }
            .accessibilityLabel("Reports") // [VERIFY] confirm label matches intent
        }
    }
}
