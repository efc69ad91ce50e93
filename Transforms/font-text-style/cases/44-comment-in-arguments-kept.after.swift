import SwiftUI

struct Title: View {
    var body: some View {
        Text("Inbox")
            .font(.title.weight(.bold) /* spec: H1 */)
    }
}
