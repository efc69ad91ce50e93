import SwiftUI

struct SearchField: View {
  @Binding var query: String

  var body: some View {
    HStack {
      TextField("Search", text: $query)
      Button(action: clear) {
        Image(systemName: "xmark.circle.fill")
      }
      .frame(width: 18, height: 18)
    }
  }

  func clear() { query = "" }
}
