import SwiftUI

struct StepperRow: View {
    @Binding var quantity: Int

    var body: some View {
        Stepper("Quantity: \(quantity)", value: $quantity)
            .onChange(of: quantity) { newValue in
                if #available(iOS 17, *) {
                    AccessibilityNotification.Announcement("Quantity \(newValue)").post()
                } else {
                    UIAccessibility.post(notification: .announcement, argument: "Quantity \(newValue)")
                }
            }
    }
}
