import SwiftUI

// A type named for its button draws a glyph its own computed property picks (a spinner while it
// works): the glyph is the type's, so its name still says what the button does ("Download now").
struct DownloadNowButton: View {
    @State private var isWorking = false

    var body: some View {
        Button {
            isWorking = true
            Task {
                try? await Task.sleep(nanoseconds: 1_000)
                isWorking = false
            }
        } label: {
            Image(systemName: symbol)
        }
        .accessibilityLabel("Download now") // [VERIFY] confirm label matches intent
    }

    var symbol: String {
        isWorking ? "hourglass" : "arrow.down.to.line.circle"
    }
}

// A dialog with no title and several choices is named by the action its flag names, not the asking.
struct WelcomeCard: View {
    @State private var showHideDialog = false
    @State private var hiddenForever = false

    var body: some View {
        HStack {
            Text("Welcome")
            Button {
                showHideDialog = true
            } label: {
                Image(systemName: "eye.trianglebadge.exclamationmark")
            }
            .confirmationDialog("", isPresented: $showHideDialog) {
                Button("Hide for a week") {}
                Button("Hide forever", role: .destructive) { hiddenForever = true }
            }
            .accessibilityLabel("Hide") // [VERIFY] confirm label matches intent
        }
    }
}
