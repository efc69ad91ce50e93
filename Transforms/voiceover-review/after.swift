import SwiftUI

struct ContactRow: View {
    let name: String
    let isOnline: Bool

    var body: some View {
        HStack {
            Circle()
                .fill(isOnline ? .green : .gray)
                .frame(width: 10, height: 10)
            Spacer()
        }
    }
}
