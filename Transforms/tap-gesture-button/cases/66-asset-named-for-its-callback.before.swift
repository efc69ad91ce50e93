import SwiftUI

/// An asset image whose name says the same as the callback it performs (`Image("Remove")` calling
/// `onRemove`): that shared word is the label.
struct AttachmentRow: View {
    let name: String
    let onRemove: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Image("Remove")
                .renderingMode(.template)
                .onTapGesture(perform: onRemove)
        }
    }
}
