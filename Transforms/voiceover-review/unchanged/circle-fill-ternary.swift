import SwiftUI

struct ServerStatus: View {
    let isReachable: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Circle()
                .fill(isReachable ? .green : .red)
                .frame(width: 12, height: 12)
        }
    }
}
