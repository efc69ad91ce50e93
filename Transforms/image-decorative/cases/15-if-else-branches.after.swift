import SwiftUI

struct ThemedBackdrop: View {
    let isDark: Bool

    var body: some View {
        ZStack {
            if isDark {
                Image("night-gradient")
                    .resizable()
                    .accessibilityHidden(true)
            } else {
                Image("day-gradient")
                    .resizable()
                    .accessibilityHidden(true)
            }
            Text("Good morning")
        }
    }
}
