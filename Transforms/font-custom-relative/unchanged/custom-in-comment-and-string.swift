import SwiftUI

struct FontDebugView: View {
    // Old: .font(.custom("Avenir Next", size: 17))
    /* Font.custom("Georgia", size: 28) was too large on iPad */
    let sample = ".custom(\"Menlo\", size: 12)"

    var body: some View {
        Text(sample)
            .font(.custom("Menlo", size: 12, relativeTo: .caption))
    }
}
