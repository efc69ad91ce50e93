import SwiftUI
import UIKit

/// The app's helper runs whatever its callers hand it inside one animation: what moves is decided
/// at each caller (here a flag that only presents a sheet, which the system animates itself).
func withDialogAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withAnimation(.easeInOut(duration: 0.25)) {
        try body()
    }
}

func afterFade(_ change: @escaping () -> Void) {
    withAnimation(.easeOut(duration: 0.3)) { change() }
}

struct ServerList: View {
    @State private var isAddingServer = false

    var body: some View {
        Button("Add Server") {
            withDialogAnimation { isAddingServer = true }
        }
        .sheet(isPresented: $isAddingServer) {
            Text("New server")
        }
    }
}
