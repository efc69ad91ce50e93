import SwiftUI

/// Taps whose action VoiceOver reaches another way, or that are no action at all, stay quiet:
/// a hit area around a button that does the same, a row tap that writes the list's own
/// selection, a tap that forwards to a native control, a "show more" that only lifts a line
/// limit, a counter of secret taps, a screensaver woken by any tap, and a floating panel that
/// only shrinks and grows the content it is given.
struct AlarmSettings: View {
    @Binding var selectedAlarmID: Int?
    @State private var isEditingSound = false
    @State private var isNoteExpanded = false
    @State private var secretTaps = 0
    let alarms: [Int]
    let note: String
    let noteSummary: String
    let soundPopUp: SoundPopUp?

    var body: some View {
        VStack {
            HStack {
                Text("Sound")
                Button("Choose…") { isEditingSound = true }
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { isEditingSound = true } }

            List(selection: $selectedAlarmID) {
                ForEach(alarms, id: \.self) { alarm in
                    Text("Alarm \(alarm)")
                        .onTapGesture { selectedAlarmID = alarm }
                }
            }

            Text("Tone")
                .onTapGesture { soundPopUp?.performClick(nil) }

            Text(isNoteExpanded ? note : noteSummary)
                .lineLimit(isNoteExpanded ? nil : 2)
                .onTapGesture { isNoteExpanded.toggle() }

            Image(systemName: "alarm")
                .onTapGesture {
                    secretTaps += 1
                    if secretTaps >= 7 { unlockDiagnostics() }
                }
        }
    }

    func unlockDiagnostics() {}
}

final class SoundPopUp {
    func performClick(_ sender: Any?) {}
}

/// Tap anywhere to wake: the whole screen is the target.
struct NightClockScreen: View {
    let onWake: () -> Void

    var body: some View {
        ZStack {
            Color.black
            Text("03:12")
        }
        .ignoresSafeArea()
        .contentShape(Rectangle())
        .onTapGesture(perform: onWake)
    }
}

/// A tap that toggles the panel between small and full size.
struct FloatingMiniPlayer<Content: View>: View {
    @ViewBuilder let content: () -> Content
    @State private var scale: CGFloat = 1

    var body: some View {
        content()
            .scaleEffect(scale)
            .onTapGesture {
                withAnimation { scale = scale < 1 ? 1 : 0.5 }
            }
    }
}
