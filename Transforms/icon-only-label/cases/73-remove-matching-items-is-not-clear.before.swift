import SwiftUI

/// `removeAll()` empties the list: "Clear". With a predicate it removes this row's item, which
/// "Clear" (or the closing glyph's "Close") would misname: "Remove".
struct AttachmentStrip: View {
    @State private var attachments: [Attachment] = []

    var body: some View {
        VStack {
            ForEach(attachments) { attachment in
                HStack {
                    Text(attachment.name)
                    Button {
                        attachments.removeAll { $0.id == attachment.id }
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                }
            }
            Button {
                attachments.removeAll(keepingCapacity: true)
            } label: {
                Image(systemName: "trash")
            }
        }
    }
}

struct Attachment: Identifiable {
    let id: Int
    let name: String
}
