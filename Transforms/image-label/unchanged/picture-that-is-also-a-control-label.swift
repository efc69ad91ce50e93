import SwiftUI
import UIKit

// The same picture view shown beside text in one row, but in another place it is the whole label
// of a button (and in a third it is tapped): there it is what VoiceOver names the control by, so the
// text in a stack around it does not make it decoration. It stays reported.
struct ChannelIcon: View {
    let icon: UIImage

    var body: some View {
        Image(uiImage: icon)
            .resizable()
            .frame(width: 32, height: 32)
    }
}

struct ChannelRow: View {
    let name: String
    let icon: UIImage

    var body: some View {
        HStack {
            ChannelIcon(icon: icon)
            Text(name)
        }
    }
}

struct ChannelHeader: View {
    let name: String
    let icon: UIImage
    let openInfo: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button {
                openInfo()
            } label: {
                ChannelIcon(icon: icon)
            }
        }
    }
}

struct ChannelToolbarTitle: View {
    let name: String
    let icon: UIImage
    let openInfo: () -> Void

    var body: some View {
        HStack {
            Text(name)
            ChannelIcon(icon: icon)
                .onTapGesture { openInfo() }
        }
    }
}
