import UIKit

/// Project words are used only where every label of that image and kind agrees: two menu buttons
/// showing `line.3.horizontal` are labelled differently, so a third gets the symbol table's words,
/// not one of theirs. A button that acts (target and action) is another kind than one that shows a
/// menu: the menu button's words are not its words.
final class ReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let chapters = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal"), menu: UIMenu(children: []))
        chapters.accessibilityLabel = NSLocalizedString("Chapters", comment: "")
        let contents = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal"), menu: UIMenu(children: []))
        contents.accessibilityLabel = NSLocalizedString("Contents", comment: "")
        navigationItem.leftBarButtonItems = [chapters, contents]
        addMoreItems()
    }

    private func addMoreItems() {
        let sections = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal"), menu: UIMenu(children: []))
        sections.accessibilityLabel = NSLocalizedString("Menu", comment: "Accessibility label of an image-only button") // [VERIFY] confirm label matches intent
        let themes = UIBarButtonItem(image: UIImage(systemName: "paintpalette"), menu: UIMenu(children: []))
        themes.accessibilityLabel = NSLocalizedString("Themes", comment: "")
        let palette = UIBarButtonItem(
            image: UIImage(systemName: "paintpalette"), style: .plain, target: self, action: #selector(handleItem))
        palette.accessibilityLabel = NSLocalizedString("Colors", comment: "Accessibility label of an image-only button") // [VERIFY] confirm label matches intent
        navigationItem.rightBarButtonItems = [sections, themes, palette]
    }

    @objc private func handleItem() {}
}
