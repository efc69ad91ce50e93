import SwiftUI

/// A history table whose columns are lined up with offsets, and a wordmark set letter by letter.
struct DoseHistoryTable: View {
    let rows: [String]
    let inset: CGFloat

    var body: some View {
        VStack {
            HStack {
                Text("Time").offset(x: inset)
                Text("Dose").offset(x: inset / 2)
            }
            .font(.system(size: 12))
            List {
                ForEach(rows, id: \.self) { row in
                    HStack {
                        Text(row).offset(x: 7)
                        Text(row).offset(x: 4)
                    }
                }
            }
            .font(.system(size: 12))
        }
    }
}

struct Wordmark: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("i").font(.system(size: 10, design: .rounded)).offset(y: 0.35)
            Text("Dose").font(.system(size: 12, design: .rounded))
        }
    }
}
