import SwiftUI

struct FilterPanel: View {
    @State private var showsAdvanced = false

    var body: some View {
        VStack {
            Toggle("Advanced filters", isOn: $showsAdvanced)
            if showsAdvanced {
                Text("Price range")
            }
        }
        .onChange(of: showsAdvanced) { _ in
            if #available(iOS 17, *) {
                AccessibilityNotification.LayoutChanged().post()
            } else {
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        }
    }
}
