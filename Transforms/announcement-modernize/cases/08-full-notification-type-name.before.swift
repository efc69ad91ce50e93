import SwiftUI

struct ReminderToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Daily reminder", isOn: $isOn)
            .onChange(of: isOn) { enabled in
                if enabled {
                    UIAccessibility.post(notification: UIAccessibility.Notification.announcement, argument: "Reminder set for 9 AM")
                }
            }
    }
}
