import SwiftUI

struct DividerRow: View {
    var body: some View {
        HStack {
            Image("flourish-left")
                .accessibilityHidden(true)
            Text("Chapter One")
            Image("flourish-right")
                .accessibilityHidden(true)
        }
    }
}
