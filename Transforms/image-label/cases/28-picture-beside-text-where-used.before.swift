import SwiftUI
import UIKit

// A view named as the picture of a thing (an account's icon loaded at run time, an icon from the
// asset catalog), which every place showing it puts in a stack beside text: the text names what it
// shows, so the picture is decoration, hidden from VoiceOver. A badge or a carousel beside text is
// not named so, and may show what the text does not.
struct AccountIcon: View {
    let icon: UIImage

    var body: some View {
        Image(uiImage: icon)
            .resizable()
            .frame(width: 24, height: 24)
    }
}

struct HiddenCodeIcon: View {
    var body: some View {
        Image("code-hidden-mark")
            .background(Circle().fill(Color.gray))
    }
}

struct AccountRow: View {
    let name: String
    let icon: UIImage

    var body: some View {
        HStack {
            AccountIcon(icon: icon)
            VStack(alignment: .leading) {
                Text(name)
            }
        }
    }
}

struct AccountHeader: View {
    let name: String
    let icon: UIImage

    var body: some View {
        VStack {
            AccountIcon(icon: icon)
            caption
        }
    }

    private var caption: some View {
        Text(name).font(.caption)
    }
}

struct HiddenCodeNotice: View {
    var body: some View {
        VStack {
            HiddenCodeIcon()
            Spacer()
            notice(short: true)
        }
    }

    private func notice(short: Bool) -> some View {
        Text(short ? "Tap to reveal" : "Tap to reveal the code for 60 seconds")
    }
}
