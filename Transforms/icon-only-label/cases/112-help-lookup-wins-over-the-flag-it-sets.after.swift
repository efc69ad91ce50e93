import SwiftUI

/// The help text is the project's own translated words for the button: it names what the button
/// makes (a template), which the flag it sets (`isAddingRow`, the inline field it shows) does not.
/// A help text held in a variable shows no words here, so the action's name names that one.
struct TemplateStrip: View {
    @State private var isAddingRow = false
    let hint: String
    let openSettings: () -> Void

    var body: some View {
        HStack {
            Button(action: { isAddingRow = true }) {
                Image(systemName: "plus.circle")
            }
            .help(TemplateText.newTemplate)
            .accessibilityLabel(TemplateText.newTemplate) // [VERIFY] confirm label matches intent
            Button {
                isAddingRow = true
            } label: {
                Image(systemName: "plus.square.on.square")
            }
            .help(LocalizedStringKey("templates.duplicate"))
            .accessibilityLabel(LocalizedStringKey("templates.duplicate")) // [VERIFY] confirm label matches intent
            Button(action: openSettings) {
                Image(systemName: "slider.horizontal.3")
            }
            .help(hint)
            .accessibilityLabel("Open settings") // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// enum TemplateText { static let newTemplate = NSLocalizedString("template.new", comment: "") }
