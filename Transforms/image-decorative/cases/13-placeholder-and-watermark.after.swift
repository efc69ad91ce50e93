import SwiftUI

struct DocumentPreview: View {
    var body: some View {
        ZStack {
            Image("thumbnail-placeholder")
                .resizable()
                .scaledToFit()
                .accessibilityHidden(true)
            Image("DraftWatermark")
                .opacity(0.3)
                .accessibilityHidden(true)
        }
    }
}
