import SwiftUI

/// A local declared as `AnyView` may hold anything, a control too: the tool cannot tell, so the
/// tap is reported rather than made a button.
struct AnyIcon: View {
    @State private var count = 0

    var body: some View {
        ZStack {
            content()
        }
        .onTapGesture {
            count += 1
        }
        .accessibilityLabel("Counter")
    }

    @ViewBuilder
    private func content() -> some View {
        let drawn: AnyView = count > 3 ? AnyView(Toggle("On", isOn: .constant(true))) : AnyView(Image(systemName: "app"))

        drawn
    }
}
