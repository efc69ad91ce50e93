import SwiftUI

struct LoadingOverlay {}

extension LoadingOverlay: View {
    var body: some View {
        ProgressView()
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
            .transition(.move(edge: .bottom))
    }
}
