import AppKit

enum Constants {
    static let fade: TimeInterval = 0.2
}

final class BannerView: NSView {
    func fade() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = Constants.fade
            context.timingFunction = CAMediaTimingFunction(name: .easeOut)
            self.animator().frame.origin.y = 20
        }
    }
}
