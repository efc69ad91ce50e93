import SwiftUI

/// An asset named exactly as the app (`Image("Tally")` in the app Tally) reads the app's name, which is
/// what it shows: no finding. Another asset standing alone is still reported.
@main
struct TallyApp: App {
    var body: some Scene {
        MenuBarExtra {
            MenuContent()
        } label: {
            Image("Tally")
                .resizable()
                .frame(width: 16, height: 16)
        }
    }
}

struct MenuContent: View {
    var body: some View {
        Image("counter-illustration")
    }
}
