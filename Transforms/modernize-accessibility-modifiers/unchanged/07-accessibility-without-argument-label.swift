import SwiftUI

struct Helper {
    static func accessibility(_ text: String) -> String { text }
}

struct HelperView: View {
    var body: some View {
        Text(Helper.accessibility("Hello"))
            .accessibilityLabel(Helper.accessibility("Hello"))
    }
}
