import AppKit
import SwiftUI

struct PreferencesHeader: View {
    @ScaledMetric(relativeTo: .title) private var titleFontSize: CGFloat = 20
    @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 11
    var body: some View {
        VStack(alignment: .leading) {
            Text("General")
                .font(.system(size: titleFontSize, weight: .bold))
            Text("These settings apply to all documents.")
                .font(.system(size: subheadlineFontSize))
        }
    }
}
