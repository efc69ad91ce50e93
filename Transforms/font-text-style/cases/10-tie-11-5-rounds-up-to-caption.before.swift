import SwiftUI

struct Timestamp: View {
    let date: Date

    var body: some View {
        Text(date, style: .relative)
            .font(.system(size: 11.5))
            .foregroundStyle(.tertiary)
    }
}
