import SwiftUI

/// The file names its `xmark` and its `trash` already, with keys its tables translate (a titled
/// `Button(_:systemImage:)`, a `Label` in a context menu): an icon-only button showing the same
/// symbol gets those words, not new English ones ("Dismiss"), nor a report when its action says
/// nothing (`pendingRemoval = attachment`).
struct AttachmentSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var pendingRemoval: Attachment?
    let attachments: [Attachment]

    var body: some View {
        NavigationStack {
            List(attachments) { attachment in
                HStack {
                    Text(attachment.name)
                    Spacer()
                    Button {
                        pendingRemoval = attachment
                    } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("attachment_remove") // [VERIFY] confirm label matches intent
                }
                .contextMenu {
                    Button(role: .destructive) {
                        pendingRemoval = attachment
                    } label: {
                        Label("attachment_remove", systemImage: "trash.fill")
                    }
                }
            }
            .navigationTitle("sheet_title")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .accessibilityLabel("sheet_close") // [VERIFY] confirm label matches intent
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("sheet_close", systemImage: "xmark") { dismiss() }
                }
            }
        }
    }
}

// Elsewhere in the project:
// struct Attachment: Identifiable { let id: Int; let name: String }
