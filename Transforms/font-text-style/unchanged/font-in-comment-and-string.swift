import SwiftUI

struct StyleGuideNote: View {
    // Design used .font(.system(size: 17)) here; the text style below replaces it.
    /* Legacy: Font.system(size: 28, weight: .bold) */
    let legacyCode = ".font(.system(size: 13, weight: .semibold))"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Was: .system(size: 20)")
                .font(.callout)
            Text(legacyCode)
                .font(.system(.footnote, design: .monospaced))
        }
    }
}
