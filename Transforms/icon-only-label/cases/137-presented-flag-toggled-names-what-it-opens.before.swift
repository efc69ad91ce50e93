import SwiftUI

// Toggling a flag that presents a popover or sheet opens it, as setting it does: the flag's name
// without the words for showing says what ("Explanation", "Filters"); a flag named for nothing
// (`isShown`) leaves it to the view the sheet presents (`ReminderSettingsView` → "Reminder settings").
// A type named for a button names the control its `body` draws, not one drawn by another part.
struct RangeButton: View {
    let explanation: String
    @State private var showingExplanation = false
    @State private var filtersShown = false
    @State private var isShown = false
    @State private var isHighlighted = false

    var body: some View {
        Button(action: pick) {
            Text("Range")
        }
    }

    var titleView: some View {
        HStack {
            Button {
                showingExplanation.toggle()
            } label: {
                Image(systemName: "questionmark.circle")
            }
            .popover(isPresented: $showingExplanation) {
                Text(explanation)
            }
            Button {
                filtersShown.toggle()
            } label: {
                Image(systemName: "slider.horizontal.3")
            }
            .sheet(isPresented: $filtersShown) {
                Text("Filters go here")
            }
            Button {
                isShown = true
            } label: {
                Image(systemName: "bell.badge")
            }
            .sheet(isPresented: $isShown) {
                ReminderSettingsView()
            }
            Button {
                isHighlighted = false
            } label: {
                Image(systemName: "info.circle")
            }
        }
    }

    private func pick() {}
}

struct ReminderSettingsView: View {
    var body: some View { Text("Reminders") }
}

// A badge whose popover shows one text is named by that text, written as the popover writes it.
struct SyncBadge: View {
    let symbol: String
    let statusText: String
    @State private var showingPopover = false

    var body: some View {
        Button {
            showingPopover.toggle()
        } label: {
            Image(systemName: symbol)
        }
        .popover(isPresented: $showingPopover) {
            Text(NSLocalizedString(statusText, comment: ""))
                .padding(10)
        }
    }
}
