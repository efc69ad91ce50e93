import SwiftUI

/// `.animation(_:)` without a value on a view whose every changing modifier only restyles it: a
/// thumbnail easing in, a caption fading while a card is dragged (its offset a constant).
struct ThumbnailRow: View {
    let title: String
    @State private var isLoaded = false
    @State private var isDragging = false

    var body: some View {
        HStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 32, height: 48)
                .opacity(isLoaded ? 1 : 0.1)
                .animation(.easeInOut)
            Text(title)
                .foregroundStyle(.white)
                .lineLimit(2)
                .opacity(isDragging ? 0 : 1)
                .offset(x: 0, y: -15)
                .animation(.easeInOut)
        }
        .onAppear { isLoaded = true }
    }
}
