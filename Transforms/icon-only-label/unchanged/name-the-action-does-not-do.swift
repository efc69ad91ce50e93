import SwiftUI

/// `var reloadButton` whose action only puts the default mailbox back in the selection reloads
/// nothing: the declaration's name would promise what the tap does not do. Reported.
struct MailboxPicker: View {
    struct Mailbox: Identifiable {
        let id: Int
        let isDefault: Bool
    }

    let mailboxes: [Mailbox]
    @State private var selectedIDs: [Int] = []

    var body: some View {
        List(mailboxes) { mailbox in
            Text("\(mailbox.id)")
        }
        .toolbar { reloadButton }
    }

    private var reloadButton: some View {
        Button {
            if let standard = mailboxes.first(where: { $0.isDefault }) {
                selectedIDs = [standard.id]
            }
        } label: {
            Image(systemName: "gobackward")
        }
    }
}

/// `var clearButton` that stores a multi-line text with words in it clears nothing: the `"""` opens a
/// string that is not empty. Reported, like the reload above.
struct TemplateEditor: View {
    @State private var draft = ""

    var body: some View {
        TextEditor(text: $draft)
            .toolbar { clearButton }
    }

    private var clearButton: some View {
        Button {
            draft = """
                Dear team,
                """
        } label: {
            Image(systemName: "xmark.circle")
        }
    }
}
