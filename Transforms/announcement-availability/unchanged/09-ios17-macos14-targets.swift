import SwiftUI

struct ChatComposer: View {
    @State private var draft = ""

    var body: some View {
        TextField("Message", text: $draft)
            .onSubmit {
                draft = ""
                AccessibilityNotification.Announcement("Message sent").post()
                AccessibilityNotification.LayoutChanged().post()
            }
    }
}
