import AppKit

final class Settings {
    var duration: TimeInterval = 0.3
}

final class SettingsController: NSViewController {
    let settings = Settings()

    func configure(context: NSAnimationContext) {
        settings.duration = 0.5
        self.settings.duration = 0.25
    }
}
