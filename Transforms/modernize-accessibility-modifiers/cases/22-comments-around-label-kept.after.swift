import SwiftUI

struct GearButton: View {
    var body: some View {
        Image(systemName: "gear")
            .accessibilityLabel( /* shown in the toolbar */ "Settings")
            .accessibilityHint( // opens the sheet
                "Opens settings")
    }
}
