import SwiftUI

enum SetupStep {
    case intro
    case account
    case done
}

struct StepCard: View {
    let title: String
    let next: () -> Void

    var body: some View {
        Button(title, action: next)
    }
}

/// Every step of the `switch` carries `.transition(.opacity)` (the last takes the default fade), so
/// changing `step` cross-fades one step into the next: what Reduce Motion keeps, left alone. The
/// same steps in a card whose height follows the step resize it: gated.
struct SetupFlow: View {
    @State private var step: SetupStep = .intro

    var body: some View {
        ZStack {
            switch step {
            case .intro:
                StepCard(title: "Start") {
                    withAnimation(.easeInOut(duration: 0.5)) { step = .account }
                }
                .transition(.opacity)
            case .account:
                StepCard(title: "Continue") {
                    withAnimation(.easeInOut(duration: 0.5)) { step = .done }
                }
                .transition(.opacity)
            case .done:
                Text("All set")
            }
        }
    }
}

struct SetupSheet: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var page: SetupStep = .intro

    var body: some View {
        VStack {
            switch page {
            case .intro:
                StepCard(title: "Start") {
                    withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.5)) { page = .account }
                }
                .transition(.opacity)
            case .account, .done:
                Text("All set")
                    .transition(.opacity)
            }
        }
        .frame(height: page == .intro ? 320 : 120)
    }
}
