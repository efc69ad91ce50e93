import SwiftUI

struct MigrationNotes: View {
    // Replaced .accessibility(label: Text("Old")) with the modern modifier below.
    let note = ".accessibility(hidden: true) is deprecated"

    var body: some View {
        /* .accessibility(hint: Text("Unused")) */
        Text(note)
            .accessibilityLabel("Migration note")
    }
}
