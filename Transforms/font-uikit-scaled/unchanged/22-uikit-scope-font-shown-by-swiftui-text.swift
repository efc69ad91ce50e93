import SwiftUI

struct ReleaseNoteRow: View {
    let note: String

    var body: some View {
        Text(styled)
    }

    private var styled: AttributedString {
        var attributed = AttributedString(note)
        attributed.uiKit.font = UIFont.systemFont(ofSize: 14)
        var container = AttributeContainer()
        container.uiKit.font = UIFont.boldSystemFont(ofSize: 14)
        if let range = attributed.range(of: "New") {
            attributed[range].mergeAttributes(container)
        }
        return attributed
    }
}
