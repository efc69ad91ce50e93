import SwiftUI

/// The state is tested in an `else if`: it picks among the whole chain's branches, a spinner, a
/// checkmark and a price (itself one of two texts), swapped in place inside the button. SwiftUI
/// cross-fades that swap, so the animation that plays it stays.
struct UnlockButton: View {
    let price: String
    let trialText: String?
    @State private var isReady = false
    @State private var isUnlocked = false

    var body: some View {
        Button {
            withAnimation {
                isUnlocked = true
            }
        } label: {
            if !isReady {
                ProgressView()
            } else if isUnlocked {
                Image(systemName: "checkmark")
            } else {
                if let trialText {
                    Text(trialText)
                } else {
                    Text(price)
                }
            }
        }
        .frame(width: 80)
        .task { isReady = true }
    }
}
