import SwiftUI

struct GearButton: View {
    var body: some View {
        Image(systemName: "gear")
            .accessibility(label: /* shown in the toolbar */ Text("Settings"))
            .accessibility(hint: // opens the sheet
                Text("Opens settings"))
    }
}
