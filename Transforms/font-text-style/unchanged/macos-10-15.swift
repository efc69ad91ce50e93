import AppKit
import SwiftUI

struct InspectorSection: View {
    let title: String
    let detail: String
    let note: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.system(size: 17, weight: .semibold))
            Text(detail)
                .font(.system(size: 15))
            Text(note)
                .font(.system(size: 9))
        }
    }
}
