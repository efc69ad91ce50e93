import SwiftUI

struct Spec: View {
    var body: some View {
        Text("H1")
            .font(.system(size: 28, // spec: H1
                          weight: .bold))
    }
}
