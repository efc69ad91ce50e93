import SwiftUI

enum StatusBadge: View {
    case online, offline

    var body: some View {
        Circle()
            .fill(self == .online ? .green : .gray)
            .animation(.easeInOut, value: self == .online)
    }
}
