import SwiftUI

struct ShareToolbar: View {
    var body: some View {
        HStack {
            Button {
                share()
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }

    func share() {}
}
