import SwiftUI

struct CopyCodeButton: View {
    let code: String

    var body: some View {
        Button("Copy Code") {
            #if os(iOS)
            UIPasteboard.general.string = code
            UIAccessibility.post(notification: .announcement, argument: "Code copied")
            #endif
        }
    }
}
