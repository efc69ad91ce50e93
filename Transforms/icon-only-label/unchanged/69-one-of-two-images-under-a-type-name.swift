import SwiftUI

/// The image shows one of two things as `isMuted` says; the tap runs a callback the code does not
/// show. The type's name ("Mute") is right in one state only: reported, with the state to follow.
struct MuteButton: View {
    let isMuted: Bool
    let action: () -> Void

    var body: some View {
        Button {
            action()
        } label: {
            Image(isMuted ? "SpeakerOff" : "SpeakerOn")
        }
    }
}
