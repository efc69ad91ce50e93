import SwiftUI

struct Dot: View {
    @ScaledMetric(relativeTo: .footnote) private var footnoteFontSize: CGFloat = 13
    var body: some View { Text("•").font(.system(size: footnoteFontSize)) } }
