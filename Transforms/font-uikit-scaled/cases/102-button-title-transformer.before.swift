import UIKit

final class StatusButtons {
    // The transformer returns the title's attributes (an AttributeContainer), not a label.
    func makeFilterButton() -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 15, weight: .medium)
            return outgoing
        }
        return UIButton(configuration: configuration)
    }
}
