import SwiftUI

/// A container whose tap swaps between two contents it is handed: every place that shows it
/// hands it only text (a date in two forms), so the tap folds no control and is a button.
struct SwapOnTap<Content: View>: View {
    @State private var showsAlternate = false
    let content: (Bool) -> Content

    var body: some View {
        VStack {
            content(showsAlternate)
                .transition(.opacity)
        }
        .onTapGesture {
            showsAlternate.toggle()
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

struct DeadlineRow: View {
    let deadline: Date

    var body: some View {
        SwapOnTap { showsDate in
            if showsDate {
                Text(deadline, style: .date)
                    .monospacedDigit()
            } else {
                Text(deadline, style: .relative)
            }
        }
    }
}
