import AppKit

/// A detail pane fades in when its model is set: the split view's group only sets the model,
/// whose `didSet` fades the pane through `animator()`. Nothing moves, so the group keeps its fade.
final class EpisodeDetailController: NSViewController {
    var episode: String? {
        didSet {
            view.animator().alphaValue = episode == nil ? 0 : 1
            title = episode
        }
    }
}

final class LibraryCoordinator {
    let detail = EpisodeDetailController()

    func select(_ episode: String?) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.35
            self.detail.episode = episode
        }
    }
}
