import SwiftUI

struct PagedTour: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            Text("Welcome").tag(0)
            Text("Get started").tag(1)
        }
        .onChange(of: page) { _ in
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }
}
