import SwiftUI

struct DynamicIconButton: View {
    let iconName: String

    var body: some View {
        Button(action: {}) {
            Image(systemName: iconName)
        }
    }
}
