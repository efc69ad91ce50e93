import SwiftUI

// A toggle whose state names no thing its glyph stands for (`isEnabled` under a microphone) says
// nothing of which meaning applies; a popover that explains at length names nothing; a sheet
// presenting a part (`Legend`, no screen) by a flag named for nothing neither.
struct RecorderOptions: View {
    @State private var isEnabled = false
    @State private var showingPopover = false
    @State private var isShown = false

    var body: some View {
        HStack {
            Toggle(isOn: $isEnabled) {
                Image(systemName: "mic.fill")
            }
            Button {
                showingPopover.toggle()
            } label: {
                Image(systemName: "questionmark.diamond")
            }
            .popover(isPresented: $showingPopover) {
                Text("Recordings are kept on this device until you export or delete them yourself.")
            }
            Button {
                isShown = true
            } label: {
                Image(systemName: "square.grid.3x3.topleft.filled")
            }
            .sheet(isPresented: $isShown) {
                Legend()
            }
        }
    }
}

struct Legend: View {
    var body: some View { Text("Legend") }
}
