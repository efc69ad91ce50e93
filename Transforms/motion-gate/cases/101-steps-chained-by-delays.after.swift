import SwiftUI

/// A passcode field shakes by steps chained with delays, and a badge pops by steps in a `Task`:
/// Reduce Motion skips each sequence whole, with one check before or around its first step, never
/// step by step. A step whose delay also does other work is reported once; two animations of
/// different states are no sequence, and each is gated.
struct PasscodeField: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shakeOffset: CGFloat = 0

    var body: some View {
        SecureField("Passcode", text: .constant(""))
            .offset(x: shakeOffset)
            .onSubmit { reject() }
    }

    func reject() {
        guard !reduceMotion else { return }
        withAnimation(.easeOut(duration: 0.1)) { shakeOffset = 14 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            withAnimation(.easeOut(duration: 0.1)) { shakeOffset = -14 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                withAnimation(.spring()) { shakeOffset = 0 }
            }
        }
    }
}

struct RewardBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var badgeScale: CGFloat = 1
    @State private var points = 0

    var body: some View {
        Image(systemName: "star.fill")
            .scaleEffect(badgeScale)
            .onTapGesture { celebrate() }
    }

    func celebrate() {
        points += 10
        if !reduceMotion {
            withAnimation(.spring()) { badgeScale = 1.4 }
            Task {
                try? await Task.sleep(for: .milliseconds(250))
                withAnimation(.spring()) { badgeScale = 1 }
            }
        }
        print(points)
    }
}

struct LikeButton: View {
    @State private var heartScale: CGFloat = 1
    @State private var likes = 0

    var body: some View {
        Image(systemName: "heart.fill")
            .scaleEffect(heartScale)
            .onTapGesture { like() }
    }

    func like() {
        withAnimation(.spring()) { heartScale = 1.3 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            withAnimation(.spring()) { heartScale = 1 }
            likes += 1
        }
    }
}

struct DrawerHandle: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var drawerOffset: CGFloat = 300
    @State private var arrowTurn: Double = 0

    var body: some View {
        Image(systemName: "chevron.up")
            .rotationEffect(.degrees(arrowTurn))
            .offset(y: drawerOffset)
            .onTapGesture { open() }
    }

    func open() {
        withAnimation(reduceMotion ? nil : .spring()) { drawerOffset = 0 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            withAnimation(reduceMotion ? nil : .spring()) { arrowTurn = 180 }
        }
    }
}
