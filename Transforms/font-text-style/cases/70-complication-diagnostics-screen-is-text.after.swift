import SwiftUI

/// A settings screen *about* complications is ordinary text in a list: its fonts scale. Only
/// views that draw a complication (`…ComplicationPreview`, `…ComplicationContent…`) keep the
/// watch face's sizes.
struct ComplicationsDiagnosticsView: View {
    let names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            VStack(alignment: .leading) {
                Text(name)
                Text("Last updated a minute ago")
                    .font(.caption2)
            }
        }
    }
}
