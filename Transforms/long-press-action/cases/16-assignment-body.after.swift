import SwiftUI

struct ProductCard: View {
    @State private var showDetails = false

    var body: some View {
        Text("Headphones")
            .padding()
            .onLongPressGesture { showDetails = true }
            .sheet(isPresented: $showDetails) {
                Text("Details")
            }
            .accessibilityAction(named: "Show details") { showDetails = true } // [VERIFY] confirm label matches intent
    }
}
