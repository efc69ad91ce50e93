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
    }
}
