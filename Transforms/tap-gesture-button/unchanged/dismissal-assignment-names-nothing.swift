import SwiftUI
struct Overlay: View {
    @State private var item: Int?
    var body: some View {
        Color.black.opacity(0.4)
        Rectangle()
            .onTapGesture { self.item = nil }
    }
}
