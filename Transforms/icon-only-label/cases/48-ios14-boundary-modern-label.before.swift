import SwiftUI

struct ComposeButton: View {
    let compose: () -> Void

    var body: some View {
        Button(action: compose) {
            Image(systemName: "square.and.pencil")
                .imageScale(.large)
        }
        .buttonStyle(PlainButtonStyle())
    }
}
