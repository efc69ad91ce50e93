import SwiftUI

// The file imports only SwiftUI, so nothing says macOS; the receiver's declared type does:
// `field` is an NSTextField, and `.systemFont(ofSize: 13)` an NSFont.
struct TokenField: NSViewRepresentable {
    @Binding var text: String

    func makeNSView(context: Context) -> NSTextField {
        let field: NSTextField = NSTextField(string: text)
        field.font = .systemFont(ofSize: 13)
        field.isBordered = false
        return field
    }

    func updateNSView(_ field: NSTextField, context: Context) {
        field.stringValue = text
        field.font = .boldSystemFont(ofSize: 13)
    }
}
