import SwiftUI

struct UnitRow: View {
  let unit: String
  @Binding var chosen: String

  var body: some View {
    Button {
      chosen = unit
    } label: {
      HStack {
        Text(unit)
        if chosen == unit {
          Image(systemName: "checkmark")
        }
      }
    }
  }
}
