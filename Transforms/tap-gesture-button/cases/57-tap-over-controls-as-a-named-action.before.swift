import SwiftUI

/// A tap on a view that holds a control of its own cannot make the view one button: folding it
/// would hide the control. A tap whose one call closes it becomes a named action ("Dismiss"); a
/// tap that does other work is reported, since a control inside may do the same.
struct NoticeBanner: View {
    let text: String
    let openLink: () -> Void

    var body: some View {
        HStack {
            Text(text)
            Button("Details", action: openLink)
        }
    }
}

struct NoticeList: View {
    @State private var hidden: Set<Int> = []
    let notices: [Int: String]

    var body: some View {
        VStack {
            ForEach(notices.keys.sorted(), id: \.self) { id in
                NoticeBanner(text: notices[id]!, openLink: {})
                    .onTapGesture {
                        dismissNotice(id: id)
                    }
            }
            HStack {
                Text("Sync")
                Toggle("Enabled", isOn: .constant(true))
            }
            .onTapGesture { refreshFeed() }
        }
    }

    func dismissNotice(id: Int) { hidden.insert(id) }
    func refreshFeed() {}
}
