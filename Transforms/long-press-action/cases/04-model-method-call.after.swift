import SwiftUI

struct MailRow: View {
    let item: Mail
    let viewModel: InboxViewModel

    var body: some View {
        Text(item.subject)
            .padding(.vertical, 8)
            .onLongPressGesture { viewModel.archive(item) }
            .accessibilityAction(named: "Archive") { viewModel.archive(item) } // [VERIFY] confirm label matches intent
    }
}

struct Mail {
    let subject: String
}

final class InboxViewModel {
    func archive(_ mail: Mail) {}
}
