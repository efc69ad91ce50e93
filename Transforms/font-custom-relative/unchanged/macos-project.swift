import SwiftUI

// The project builds this file for macOS only: SwiftUI text there does not follow a
// text-size setting, so matching a text style's scaling curve changes nothing.
struct InspectorHeader: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.custom("Avenir Next", size: 20))
            Text("Build 214")
                .font(.custom("Menlo", fixedSize: 11))
        }
    }
}
