import SwiftUI

/// Each glyph selects the mode the `switch` around it is in: the mode names it. The method's name
/// ("Pick mode with animation") is the same on all of them and says how the code does it.
struct CaptureModeBar: View {
    enum Mode: CaseIterable, Hashable {
        case photo, video
    }

    @State private var mode: Mode = .photo

    var body: some View {
        HStack {
            ForEach(Mode.allCases, id: \.self) { item in
                switch item {
                case .photo:
                    Button {
                        pickModeWithAnimation(item)
                    } label: {
                        Image(systemName: "camera")
                    }
                    .accessibilityLabel("Photo") // [VERIFY] confirm label matches intent
                case .video:
                    Button {
                        pickModeWithAnimation(item)
                    } label: {
                        Image(systemName: "video")
                    }
                    .accessibilityLabel("Video") // [VERIFY] confirm label matches intent
                }
            }
        }
    }

    func pickModeWithAnimation(_ next: Mode) {
        withAnimation { mode = next }
    }
}
