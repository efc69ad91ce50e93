import SwiftUI

struct ClearHistoryButton: View {
    let clear: () -> Void

    var body: some View {
        Button("Clear History") {
            clear()
            UIAccessibility.post(notification: .announcement, argument: "History cleared")
        }
    }
}
