import A11yFixSyntax
import SwiftSyntax
import Testing

@testable import A11yFixCore

/// Which opacity ternaries say an image shows one state of its item: fully shown or not at all,
/// by a stored flag of a value whose one word after `is` is a state an item has.
@Suite struct OpacityFlagTests {
    private func flag(_ source: String) -> OpacityFlag.Flag? {
        OpacityFlag.flag(of: ModifierChain(endingAt: firstExpression(source)))
    }

    @Test(arguments: [
        ("Image(.star).opacity(cell.isFavorite ? 1 : 0)", "cell.isFavorite", "Favorite"),
        (
            "Image(.cloud).resizable().opacity(model.item.isDownloaded ? 1.0 : 0.0)", "model.item.isDownloaded",
            "Downloaded"
        ),
    ])
    func itemStateFlagsNameTheImage(source: String, condition: String, phrase: String) {
        let found = flag(source)
        #expect(found?.condition == condition)
        #expect(found?.phrase == phrase)
    }

    /// A view's own flag, a flag of how it is drawn, a dimming, an inverted or compound condition.
    @Test(arguments: [
        "Image(.trash).opacity(isHovering ? 1 : 0)",
        "Image(.trash).opacity(self.isFavorite ? 1 : 0)",
        "Image(.wave).opacity(clip.isExpanded ? 1 : 0)",
        "Image(.star).opacity(clip.isFavorite ? 1 : 0.4)",
        "Image(.star).opacity(clip.isFavorite ? 0 : 1)",
        "Image(.star).opacity(clip.isFavorite && shows ? 1 : 0)",
        "Image(.star).opacity(clip.hasBookmarks ? 1 : 0)",
    ])
    func otherOpacitiesNameNothing(source: String) {
        #expect(flag(source) == nil)
    }
}
