import SwiftUI

struct Timestamp: View {
    let date: Date

    var body: some View {
        Text(date, style: .relative)
            .font(.caption)
            .foregroundStyle(.tertiary)
    }
}
