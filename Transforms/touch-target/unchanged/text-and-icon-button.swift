import SwiftUI

struct Card: View {
    var body: some View {
        Button(action: open) {
            HStack {
                Text("Details")
                Image(systemName: "chevron.right")
            }
        }
        .frame(height: 30)
    }

    func open() {}
}
