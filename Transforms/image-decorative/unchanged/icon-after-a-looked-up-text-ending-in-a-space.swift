import SwiftUI

// The looked-up words end in a space that runs them on into the icon, and "No" waits for the thing
// it negates: the icon is a word of the phrase ("No [bell]": no alerts), and hiding it would leave
// VoiceOver saying only "No".
struct AlertsBadge: View {
    let muted: Bool

    var body: some View {
        if muted {
            HStack(spacing: 2) {
                Text(NSLocalizedString("No ", comment: "No as in no alerts"))
                Image(systemName: "bell")
            }
        } else {
            HStack(spacing: 2) {
                Text(String(localized: "Silence them with "))
                Image(systemName: "bell.slash")
            }
        }
    }
}
