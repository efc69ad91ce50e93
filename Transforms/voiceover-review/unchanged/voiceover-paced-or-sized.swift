import Combine
import UIKit

final class GalleryPresenter {
    private let host: UIViewController

    init(host: UIViewController) {
        self.host = host
    }

    // Under VoiceOver the sheet opens full height: nothing is hidden.
    func present(_ gallery: UIViewController) {
        if !UIAccessibility.isVoiceOverRunning, let sheet = gallery.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        host.present(gallery, animated: true)
    }
}

final class SlideshowModel {
    private var ticker: Timer?
    private var clock: AnyCancellable?
    private(set) var slide = 0
    private let slides: Int

    init(slides: Int) {
        self.slides = slides
    }

    // Slides do not move on by themselves while VoiceOver reads them.
    func startAutoplay() {
        guard !UIAccessibility.isVoiceOverRunning else { return }
        ticker = Timer.scheduledTimer(withTimeInterval: 6, repeats: true) { [weak self] _ in
            self?.advance()
        }
    }

    func startClock() {
        guard !UIAccessibility.isVoiceOverRunning else { return }
        clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.advance()
        }
    }

    func advance() {
        slide = (slide + 1) % slides
    }
}

final class TipPresenter {
    // The tip itself is withheld from VoiceOver users: still reported.
    func showTip(in view: UIView) {
        guard !UIAccessibility.isVoiceOverRunning else { return }
        let tip = UILabel()
        tip.text = "Swipe left to archive"
        view.addSubview(tip)
    }

    // A coach mark shown, then taken down by a timer: the mark itself is withheld, still reported.
    func showCoachMark(in view: UIView) {
        guard !UIAccessibility.isVoiceOverRunning else { return }
        let mark = UILabel()
        view.addSubview(mark)
        Timer.scheduledTimer(withTimeInterval: 4, repeats: false) { _ in
            mark.removeFromSuperview()
        }
    }
}
