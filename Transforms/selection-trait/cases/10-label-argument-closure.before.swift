import SwiftUI

/// `Button(action:label:)` with the label as an argument, not a trailing closure.
struct RegionRow: View {
    let region: String
    let isCurrent: Bool
    let select: () -> Void

    var body: some View {
        Button(action: select, label: {
            HStack {
                Text(region)
                if isCurrent { Image(systemName: "checkmark") }
            }
        })
    }
}
