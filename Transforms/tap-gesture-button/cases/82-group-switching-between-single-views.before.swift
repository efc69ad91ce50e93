import SwiftUI

// A Group whose content is a local constant and a switch that draws one view in every case shows one
// view at a time: it is that view. A view that draws a stack is combined, then marked as a button.
struct AttachmentTile: View {
    let attachments: [Attachment]
    let index: Int

    var body: some View {
        Group {
            let attachment = attachments[index]
            switch attachment.kind {
            case .photo:
                AttachmentPreview(attachment: attachment)
            default:
                VStack {
                    Image(systemName: "doc")
                    Text(attachment.name)
                }
            }
        }
        .frame(width: 120, height: 120)
        .onTapGesture { open(attachments[index]) }
    }

    func open(_ attachment: Attachment) {}
}

struct AttachmentPreview: View {
    let attachment: Attachment

    var body: some View {
        ZStack {
            Color.gray
            Text(attachment.name)
        }
    }
}

struct Attachment {
    enum Kind { case photo, file }
    var kind: Kind
    var name: String
}
