import SwiftUI

/// Taps nothing else reaches still become buttons: a row whose context menu does other things, a
/// bell drawn by a view property used in a plain stack, and a project view that is one named
/// element without the button trait.
struct ShareRow: View {
    let file: URL

    var body: some View {
        HStack {
            VStack {
                Text(file.lastPathComponent)
                Text(file.path)
            }
            .onTapGesture {
                preview(file)
            }
            Spacer()
        }
        .contextMenu {
            Button("Copy Path") { copy(file.path) }
        }
    }

    func preview(_ file: URL) {}
    func copy(_ text: String) {}
}

struct ArrivalRow: View {
    var body: some View {
        HStack {
            Text("Route 8")
            alarmBell
        }
    }

    private var alarmBell: some View {
        Image(systemName: "bell")
            .onTapGesture { addAlarm() }
    }

    func addAlarm() {}
}

struct StopList: View {
    var body: some View {
        StopSummary(name: "Pine St")
            .onTapGesture {
                openStop()
            }
    }

    func openStop() {}
}

struct StopSummary: View {
    let name: String

    var body: some View {
        HStack {
            Image(systemName: "mappin")
            Text(name)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Stop \(name)")
    }
}

/// A project view that names its own element gets the trait alone, also when a view it draws in
/// a `switch` case has a tap of its own: the trait folds nothing.
struct ReplyBubble: View {
    var body: some View {
        ReplyPreview(hasMedia: true)
            .onTapGesture {
                jumpToReply()
            }
    }

    func jumpToReply() {}
}

struct ReplyPreview: View {
    let hasMedia: Bool

    var body: some View {
        HStack {
            switch hasMedia {
            case true:
                MediaThumbnail()
            case false:
                Image(systemName: "text.bubble")
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("In reply to Ann")
    }
}

struct MediaThumbnail: View {
    @State private var isLoaded = false

    var body: some View {
        Image(systemName: isLoaded ? "photo.fill" : "photo")
            .onTapGesture { isLoaded = true }
    }
}
