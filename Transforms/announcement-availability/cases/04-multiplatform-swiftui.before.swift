import SwiftUI

struct TimerView: View {
    @State private var remaining = 60

    var body: some View {
        Text("\(remaining) seconds")
            .onChange(of: remaining) { newValue in
                if newValue == 0 {
                    AccessibilityNotification.Announcement("Time is up").post()
                }
            }
    }
}
