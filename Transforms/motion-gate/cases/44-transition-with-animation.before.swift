import SwiftUI

struct Pop: View {
    var isShown: Bool

    var body: some View {
        if isShown {
            Text("Hi")
                .transition(.scale.animation(.spring))
        }
    }
}
