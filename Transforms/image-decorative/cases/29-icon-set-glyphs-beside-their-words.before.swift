import SwiftUI

/// An icon set's glyph (named for its drawing size, or as an icon) beside the words of its
/// option, in each branch of an `if` that is all its stack holds: a hand-made `Label`, hidden
/// so VoiceOver reads the words once instead of the asset name.
struct LayoutOptionCell: View {
    let isGrid: Bool

    var body: some View {
        HStack(spacing: 6) {
            if isGrid {
                Image("24px_grid")
                Text("Grid")
            } else {
                Image("rows-icon")
                Text("Rows")
            }
        }
    }
}
