import SwiftUI

/// Below iOS 14 the trait is added with the older spelling.
struct FilterRow: View {
    let name: String
    let isOn: Bool
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack {
                Text(name)
                if isOn { Image(systemName: "checkmark") }
            }
        }
    }
}
