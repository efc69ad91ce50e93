import SwiftUI
import WidgetKit

struct StepsEntryView: View {
    let steps: Int

    var body: some View {
        Text(label)
    }

    private var label: AttributedString {
        var attributed = AttributedString("\(steps) steps")
        attributed.uiKit.font = UIFont.systemFont(ofSize: 13)
        return attributed
    }
}
