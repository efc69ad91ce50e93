import SwiftUI

/// A checkmark beside one word (a choice named "Detailed") or beside words that say an action was
/// not done says something its text does not: reported, not hidden.
struct ExportChoices: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "checkmark")
                Text("Detailed")
            }
            HStack {
                Image(systemName: "checkmark.circle")
                Text("Photos not exported")
            }
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text("Disabled")
            }
        }
    }
}
