import SwiftUI

/// A view model's flags that pick one whole screen of a `ZStack` (`if … else if … else`, one view
/// in each branch) swap the screen where it stands, which the default transition cross-fades:
/// their `withAnimation` moves nothing. The flag that shows a banner above the list in a `VStack`
/// with no `else` pushes the list down, and is gated.
@MainActor
final class TimerHomeModel: ObservableObject {
    @Published var showsIntro = true
    @Published var isRunning = false
    @Published var showsTip = false

    func finishIntro() {
        withAnimation {
            showsIntro = false
        }
    }

    func start() {
        withAnimation {
            isRunning = true
        }
    }

    func revealTip() {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) {
            showsTip = true
        }
    }
}

struct TimerHome: View {
    @ObservedObject var model: TimerHomeModel

    var body: some View {
        ZStack {
            if model.showsIntro {
                IntroPage(onDone: model.finishIntro)
            } else if model.isRunning {
                RunningTimer()
                    .padding()
            } else {
                List {
                    Button("Start") { model.start() }
                    Button("Tip") { model.revealTip() }
                }
                .listStyle(.plain)
            }
        }
    }
}

struct TimerHistory: View {
    @ObservedObject var model: TimerHomeModel

    var body: some View {
        VStack {
            if model.showsTip {
                Text("Swipe a session to delete it")
                    .padding()
            }
            List {
                Text("Yesterday")
            }
        }
    }
}

struct IntroPage: View {
    var onDone: () -> Void

    var body: some View {
        Button("Get started", action: onDone)
    }
}

struct RunningTimer: View {
    var body: some View {
        Text("Running")
    }
}
