import SwiftUI

struct TeamHeader: View {
    var body: some View {
        HStack {
            Image("teamLogo")
                .resizable()
                .frame(width: 64, height: 64)
                .clipShape(Circle())
        }
    }
}
