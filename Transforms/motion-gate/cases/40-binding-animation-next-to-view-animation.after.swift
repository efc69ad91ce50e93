import SwiftUI

struct AdvancedSettings: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Toggle("Show advanced options", isOn: $showsAdvanced.animation(.easeInOut))
            if showsAdvanced {
                Text("Cache size: 512 MB")
                    .transition(reduceMotion ? .opacity : .move(edge: .top))
            }
        }
        .animation(.default, value: showsAdvanced)
    }
}
