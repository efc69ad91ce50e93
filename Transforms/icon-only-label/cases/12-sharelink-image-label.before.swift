import SwiftUI

struct PhotoActions: View {
    let photoURL: URL

    var body: some View {
        HStack {
            Spacer()
            ShareLink(item: photoURL) {
                Image(systemName: "square.and.arrow.up.circle")
            }
        }
    }
}
