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
            .font(.system(size: 12))
            HStack(spacing: 4) {
                Text(value).font(.system(size: 17)).offset(y: 1)
                Text("U").font(.system(size: 12))
            }
        }
    }
}
