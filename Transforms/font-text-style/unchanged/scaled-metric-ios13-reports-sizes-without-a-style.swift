import SwiftUI

struct ProfileHeader: View {
    let name: String
    let handle: String

    var body: some View {
        VStack {
            Text(name)
                .font(.system(size: 22, weight: .bold))
            Text(handle)
                .font(.system(size: 14))
        }
    }
}
