import SwiftUI

struct Title: View {
    var body: some View {
        Text("Inbox")
            .font(.system(size: 28 /* spec: H1 */, weight: .bold))
    }
}
