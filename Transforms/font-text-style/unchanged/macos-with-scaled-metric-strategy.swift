import AppKit
import SwiftUI

struct PreferencesHeader: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("General")
                .font(.system(size: 20, weight: .bold))
            Text("These settings apply to all documents.")
                .font(.system(size: 11))
        }
    }
}
