import AppKit
import QuartzCore

/// A switch whose knob layer springs across with a Core Animation spring while its glyph slides in
/// an animation group: the spring runs on its own clock, so a zero group duration alone would make
/// the glyph jump ahead of the knob. Reported, to skip both by hand.
final class ModeSwitch: NSView {
    private let knobLayer = CALayer()
    private let glyph = NSImageView()

    func moveKnob(to point: CGPoint) {
        let slide = CASpringAnimation(keyPath: "position")
        slide.fromValue = knobLayer.position
        slide.toValue = point
        slide.duration = slide.settlingDuration
        knobLayer.add(slide, forKey: "position")
        knobLayer.position = point

        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.2
            context.allowsImplicitAnimation = true
            glyph.frame.origin = CGPoint(x: point.x - 8, y: point.y - 8)
        }
    }
}
