import SwiftUI

// Keys are names and no entry holds "Hide inspector" or "Show inspector": each state's words get
// a key in the file's namespace, with its English default, so translators get both.
struct CanvasToolbar: View {
    @State private var showInspector = false

    var body: some View {
        HStack {
            Text(NSLocalizedString("canvas.title", comment: "Canvas heading"))
            Button {
                showInspector.toggle()
            } label: {
                Image(showInspector ? "inspector-on" : "inspector-off")
            }
            .accessibilityLabel(showInspector ? NSLocalizedString("canvas.hide_inspector", value: "Hide inspector", comment: "Accessibility label added by a11yfix; [VERIFY] it says what the button does") : NSLocalizedString("canvas.show_inspector", value: "Show inspector", comment: "Accessibility label added by a11yfix; [VERIFY] it says what the button does")) // [VERIFY] confirm label matches intent
        }
    }
}
