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
            AccessibilityNotification.LayoutChanged().post()
        }
    }
}
