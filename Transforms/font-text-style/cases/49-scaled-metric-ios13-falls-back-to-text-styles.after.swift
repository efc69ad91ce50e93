import SwiftUI

struct ProfileHeader: View {
    let name: String
    let handle: String

    var body: some View {
        VStack {
            Text(name)
                .font(.headline.weight(.bold))
            Text(handle)
                .font(.subheadline)
        }
    }
}
