import AppKit
import SwiftUI

struct InspectorSection: View {
    let title: String
    let detail: String
    let note: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline.weight(.semibold))
            Text(detail)
                .font(.body)
            Text(note)
                .font(.footnote)
        }
    }
}
