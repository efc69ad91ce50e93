import AppKit

/// Groups under a flag the code itself derived from Reduce Motion: a local two lines up, a
/// computed property of the type, a stored one, and the app's own "show animations" switch. All
/// already respect the setting.
final class InspectorPanelController: NSViewController {
    private var prefersMotion: Bool { !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
    private let slides = !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
    private var showsAnimations: Bool { UserDefaults.standard.bool(forKey: "showsAnimations") }

    func resize(to frame: NSRect) {
        guard let window = view.window else { return }
        let animates = !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
        if animates {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = window.animationResizeTime(frame)
                window.animator().setFrame(frame, display: true)
            }
        } else {
            window.setFrame(frame, display: true)
        }
    }

    func slideIn(_ panel: NSView) {
        guard prefersMotion else { return }
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            panel.animator().frame.origin.x = 0
        }
    }

    func nudge(_ panel: NSView) {
        if self.slides {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = 0.2
                panel.animator().frame.origin.y += 8
            }
        }
    }

    func collapse(_ panel: NSView) {
        if showsAnimations {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = 0.25
                panel.animator().frame.size.height = 0
            }
        }
    }
}
