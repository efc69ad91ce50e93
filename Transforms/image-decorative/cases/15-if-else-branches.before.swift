import SwiftUI

struct ThemedBackdrop: View {
    let isDark: Bool

    var body: some View {
        ZStack {
            if isDark {
                Image("night-gradient")
                    .resizable()
            } else {
                Image("day-gradient")
                    .resizable()
            }
            Text("Good morning")
        }
    }
}
