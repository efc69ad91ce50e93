import SwiftUI

struct InfoButton: View {
    var body: some View {
        Button(action: showInfo) {
            Image(systemName: "info.circle")
        }
        .frame(width: 28, height: 28, alignment: .center)
    }

    func showInfo() {}
}
