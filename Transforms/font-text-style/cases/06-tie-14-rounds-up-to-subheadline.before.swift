import SwiftUI

struct ContactRow: View {
    let name: String
    let email: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(name)
            Text(email)
                .font(.system(size: 14))
                .foregroundStyle(.secondary)
        }
    }
}
