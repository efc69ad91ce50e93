import SwiftUI

struct ComposeButton: View {
    var compose: () -> Void

    var body: some View {
        Button(action: compose) {
            Image(systemName: "square.and.pencil")
                .font(.title2)
        }
        .buttonStyle(.borderedProminent)
        .clipShape(Circle())
        .padding()
    }
}
