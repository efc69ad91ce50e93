import SwiftUI

struct DividerRow: View {
    var body: some View {
        HStack {
            Image("flourish-left")
                .accessibility(hidden: true)
            Text("Chapter One")
            Image("flourish-right")
                .accessibility(hidden: true)
        }
    }
}
