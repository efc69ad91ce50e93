import SwiftUI

struct Footer: View {
    var body: some View {
        HStack {
            Button("OK", action: confirm)
                .frame(width: 36, height: 28)
            Button(action: cancel) {
                Text("Cancel")
            }
            .frame(width: 60, height: 30)
            Button(action: share) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            .frame(height: 30)
        }
    }

    func confirm() {}
    func cancel() {}
    func share() {}
}
