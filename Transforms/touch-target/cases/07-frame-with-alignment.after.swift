import SwiftUI

struct InfoButton: View {
    var body: some View {
        Button(action: showInfo) {
            Image(systemName: "info.circle")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .frame(width: 28, height: 28, alignment: .center)
    }

    func showInfo() {}
}
