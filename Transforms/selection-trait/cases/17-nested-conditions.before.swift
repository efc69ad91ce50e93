import SwiftUI

/// A mark drawn only while editing, and then only for chosen rows, follows both conditions:
/// outside editing no row is selected, and in editing only the chosen ones are.
struct MailboxRow: View {
    let name: String
    let isEditing: Bool
    let isChosen: Bool
    let toggle: () -> Void

    var body: some View {
        VStack {
            Button(action: toggle) {
                HStack {
                    if isEditing {
                        if isChosen {
                            Image(systemName: "checkmark.circle.fill")
                        } else {
                            Circle().stroke()
                        }
                    }
                    Text(name)
                }
            }

            Button(action: toggle) {
                HStack {
                    if isEditing {
                        Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")
                    }
                    Text(name)
                }
            }
        }
    }
}
