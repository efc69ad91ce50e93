import SwiftUI

/// One nudge, and parts with spacing between them: the text can grow.
struct DoseSummary: View {
    let value: String

    var body: some View {
        VStack {
            HStack {
                Text("Last dose")
                Text(value).offset(x: 2)
            }
            .font(.caption)
            HStack(spacing: 4) {
                Text(value).font(.body).offset(y: 1)
                Text("U").font(.caption)
            }
        }
    }
}
