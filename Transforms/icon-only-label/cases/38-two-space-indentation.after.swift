import SwiftUI

struct CompactHeader: View {
  var showInfo: () -> Void

  var body: some View {
    HStack {
      Text("Details")
      Button(action: showInfo) { Image(systemName: "info.circle") }
        .accessibilityLabel("Show info") // [VERIFY] confirm label matches intent
    }
  }
}
