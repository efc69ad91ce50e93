import AppKit
import SwiftUI

/// Groups that move nothing keep their duration: a window fading out, a cross-fade between two
/// child controllers, label and constraint updates with no layout pass inside the group (the
/// layout happens later, unanimated; bookkeeping and an alert built on the way are not on screen),
/// and a SwiftUI `withAnimation`, whose own animation applies.
final class ReportWindowController: NSWindowController {
    func closeWithFade() {
        NSAnimationContext.beginGrouping()
        NSAnimationContext.current.duration = 0.4
        NSAnimationContext.current.completionHandler = {
            self.close()
        }
        window?.animator().alphaValue = 0
        NSAnimationContext.endGrouping()
    }
}

final class ScanContainerController: NSViewController {
    private var current: NSViewController?

    func show(_ incoming: NSViewController) {
        guard let outgoing = current else { return }
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            context.allowsImplicitAnimation = true
            transition(from: outgoing, to: incoming, options: .crossfade) {
                outgoing.removeFromParent()
            }
        }
        current = incoming
    }
}

final class ScanStatusController: NSViewController {
    @IBOutlet private var statusLabel: NSTextField!
    @IBOutlet private var spinner: NSProgressIndicator!
    @IBOutlet private var labelAfterSpinner: NSLayoutConstraint!
    @IBOutlet private var labelAtStart: NSLayoutConstraint!
    private var lastUpdate: Date?

    func update(isScanning: Bool) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.25
            context.allowsImplicitAnimation = true
            showStatus(isScanning: isScanning)
        }
    }

    private func showStatus(isScanning: Bool) {
        spinner.isHidden = !isScanning
        statusLabel.stringValue = isScanning ? "Scanning…" : "Done"
        labelAfterSpinner.isActive = isScanning
        labelAtStart.isActive = !isScanning
        lastUpdate = Date()
        if !isScanning { warnIfEmpty() }
    }

    private func warnIfEmpty() {
        let warning = NSAlert()
        warning.messageText = "Nothing was found."
        warning.beginSheetModal(for: view.window!)
    }
}

final class NoticeCenter: ObservableObject {
    @Published var hiddenIDs: Set<Int> = []

    func hide(_ id: Int) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            withAnimation(.easeInOut(duration: 0.3)) {
                hiddenIDs.insert(id)
            }
        }
    }
}
