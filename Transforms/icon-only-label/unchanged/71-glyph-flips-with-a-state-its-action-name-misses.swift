import SwiftUI

/// The glyph flips with a state (`collapsedSections.isEmpty`) while the action's name says one
/// direction only (`expandAllTapped`): a fixed "Expand all" would be wrong while it collapses, so
/// the finding names both states instead of a fix.
struct OutlineHeader: View {
    @ObservedObject var outline: Outline

    var body: some View {
        Button(action: outline.expandAllTapped) {
            Image(
                systemName: outline.collapsedSections.isEmpty
                    ? "rectangle.compress.vertical" : "rectangle.expand.vertical")
        }
    }
}

// Elsewhere in the project:
// final class Outline: ObservableObject { var collapsedSections: Set<Int> = []; func expandAllTapped() {} }
