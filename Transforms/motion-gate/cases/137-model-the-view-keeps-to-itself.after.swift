import SwiftUI

/// A player's controls model that the view makes and keeps to itself (`@StateObject private`,
/// never handed on): every read of its properties is in this file. Showing the controls only fades
/// them, so that animation is left alone, whatever other views elsewhere do with a property of the
/// same name; sliding the caption up is gated.
final class PlayerControls: ObservableObject {
    @Published var showsControls = true
    @Published var showsCaption = false
}

struct ClipPlayer: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @StateObject private var controls = PlayerControls()

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.black
                .onTapGesture { toggleControls() }
            HStack {
                Image(systemName: "play.fill")
                Spacer()
                Button("Caption") { toggleCaption() }
            }
            .padding()
            .opacity(controls.showsControls ? 1 : 0)
            Text("Caption")
                .offset(y: controls.showsCaption ? 0 : 60)
        }
    }

    private func toggleControls() {
        withAnimation(.easeInOut(duration: 0.25)) {
            controls.showsControls.toggle()
        }
    }

    private func toggleCaption() {
        withAnimation(reduceMotion ? nil : .spring()) {
            controls.showsCaption.toggle()
        }
    }
}
