import SwiftUI

@available(iOS 16.0, macOS 13.0, *)
struct AccountSettings: View {
    let email: String
    let server: String
    let openEditor: (String) -> Void

    var body: some View {
        Form {
            tappableRow(field: "email") {
                LabeledContent("Email", value: email)
            }
            tappableRow(field: "server") {
                LabeledContent {
                    if server.isEmpty {
                        Text("Not set")
                    } else {
                        Text(server)
                    }
                } label: {
                    Text("Server")
                }
            }
        }
    }

    func tappableRow<Content: View>(field: String, @ViewBuilder content: () -> Content) -> some View {
        content()
            .contentShape(Rectangle())
            .onTapGesture {
                openEditor(field)
            }
    }
}
