import SwiftUI

/// A plus/minus pair on a flag the button flips opens or closes a part: it adds and removes
/// nothing. The label follows the flag; a play/pause pair on its flag still says each action.
struct BrewStepCard: View {
    let step: String
    let notes: String
    @State private var isExpanded = false
    @State private var showsTimings = false
    @State private var isPlaying = false

    var body: some View {
        VStack {
            HStack {
                Text(step)
                Button {
                    isExpanded.toggle()
                } label: {
                    Image(systemName: isExpanded ? "minus.square" : "plus.square")
                }
                Button {
                    withAnimation { showsTimings.toggle() }
                } label: {
                    Image(systemName: showsTimings ? "minus" : "plus")
                }
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                }
            }
            if isExpanded { Text(notes) }
        }
    }
}
