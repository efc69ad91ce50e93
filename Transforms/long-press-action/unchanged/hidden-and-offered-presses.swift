import SwiftUI

// Long presses that need no accessibility action: one that does something only in debug builds,
// one that switches on a developer tool (its name says so, or the view hides a triple tap too),
// and one whose work a button of the same view already offers.
struct AboutFooter: View {
    let store: AboutStore

    var body: some View {
        VStack {
            Text("Restore your account")
                .onLongPressGesture {
                    #if DEBUG
                    store.fillSampleAccount()
                    #endif
                }
            Image("wordmark")
                .onLongPressGesture {
                    store.send(.enableDebugConsole)
                }
            Image("wordmark")
                .onLongPressGesture {
                    store.send(.startSupportSession)
                }
                .onTapGesture(count: 3) {
                    store.send(.showBuildDetails)
                }
            Text(store.accountNumber)
                .onLongPressGesture {
                    store.send(.copyAccountNumber)
                }
            PillButton("Copy number") {
                store.send(.copyAccountNumber)
            }
        }
    }
}

struct PillButton: View {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        Button(title, action: action)
    }
}

enum AboutAction {
    case enableDebugConsole, startSupportSession, showBuildDetails, copyAccountNumber
}

final class AboutStore {
    var accountNumber = ""
    func send(_ action: AboutAction) {}
    func fillSampleAccount() {}
}
