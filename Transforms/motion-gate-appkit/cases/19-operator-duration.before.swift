import AppKit

enum Constants {
    static let fade: TimeInterval = 0.2
}

final class BannerView: NSView {
    func slowFade() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = Constants.fade * 2
            context.timingFunction = CAMediaTimingFunction(name: .easeOut)
            self.animator().frame.origin.y = 8
        }
    }
}
