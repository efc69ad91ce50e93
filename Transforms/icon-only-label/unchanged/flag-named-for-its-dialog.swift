import SwiftUI

/// `showConfirmationDialog` names the code's dialog, not what the button does: no "Show
/// confirmation dialog". The flag's sheet is shown elsewhere, so nothing in the file names it.
struct NicknameRow: View {
    let nickname: String
    @Binding var showConfirmationDialog: Bool

    var body: some View {
        HStack {
            Text(nickname)
            Button {
                showConfirmationDialog = true
            } label: {
                Image(systemName: "questionmark.app")
            }
        }
    }
}
