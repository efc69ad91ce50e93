import SwiftUI

/// One page of the first-run onboarding carousel.
struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    var symbol: String
    var title: String
    var message: String
}

extension OnboardingPage {
    static let all: [OnboardingPage] = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome to Tidy",
                       message: "Keep every list, note and reminder in one calm place."),
        OnboardingPage(id: 1, symbol: "bell.badge", title: "Never miss a thing",
                       message: "Smart reminders nudge you at the right moment, not before."),
        OnboardingPage(id: 2, symbol: "icloud", title: "Everywhere you are",
                       message: "Your lists sync across iPhone, iPad and Mac automatically."),
    ]
}

/// Drives onboarding completion and persists the result.
final class OnboardingModel: ObservableObject {
    @Published var isFinished = false
    @Published var pages = OnboardingPage.all

    func finish() {
        UserDefaults.standard.set(true, forKey: "hasCompletedOnboarding")
        withAnimation {
            isFinished = true
        }
    }
}

/// Fades and slides content up once it becomes visible.
struct SlideInModifier: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var shown: Bool

    func body(content: Content) -> some View {
        content
            .offset(y: shown ? 0 : 40)
            .opacity(shown ? 1 : 0)
            .animation(reduceMotion ? nil : .easeOut(duration: 0.35), value: shown)
    }
}

extension View {
    func slideIn(when shown: Bool) -> some View {
        modifier(SlideInModifier(shown: shown))
    }
}

struct OnboardingFlow: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @StateObject private var model = OnboardingModel()
    @State private var page = 0
    @State private var pulse = false
    @State private var contentShown = false
    @State private var reduceEffects = false
    @Namespace private var logoNamespace
    @Environment(\.dismiss) private var dismiss

    private var isLastPage: Bool { page == model.pages.count - 1 }

    var body: some View {
        VStack(spacing: 0) {
            header

            ZStack {
                ForEach(model.pages) { item in
                    if item.id == page {
                        pageView(item)
                            .transition(reduceMotion ? .opacity : .asymmetric(insertion: .move(edge: .trailing),
                                                    removal: .move(edge: .leading)))
                    }
                }
            }
            .frame(maxHeight: .infinity)

            progressDots
                .padding(.bottom, 24)

            Toggle("Reduce effects", isOn: $reduceEffects.animation())
                .font(.footnote)
                .padding(.horizontal, 32)
                .padding(.bottom, 16)

            footer
                .padding(.horizontal, 24)
                .padding(.bottom, 32)
        }
        .background(Color(.systemBackground).ignoresSafeArea())
        .onAppear {
            contentShown = true
            pulse = true
        }
        .overlay {
            if model.isFinished {
                Color.black.opacity(0.2)
                    .ignoresSafeArea()
                    .transition(.opacity)
            }
        }
    }

    private var header: some View {
        HStack {
            if page > 0 {
                Button {
                    withAnimation(reduceMotion ? nil : .default) {
                        page -= 1
                    }
                } label: {
                    Image(systemName: "chevron.left")
                        .font(.system(size: 18, weight: .semibold))
                }
                .accessibilityShowsLargeContentViewer()
                .accessibilityLabel("Previous page") // [VERIFY] confirm label matches intent
            }

            Spacer()

            if page > 0 {
                Image("AppLogo")
                    .resizable()
                    .scaledToFit()
                    .matchedGeometryEffect(id: "logo", in: logoNamespace)
                    .frame(width: 28, height: 28)
            }

            Spacer()

            Button(action: { dismiss() }) {
                Image(systemName: "xmark")
                    .foregroundColor(.secondary)
            }
            .accessibilityLabel("Dismiss") // [VERIFY] confirm label matches intent
        }
        .padding(.horizontal, 20)
        .frame(height: 44)
    }

    private func pageView(_ item: OnboardingPage) -> some View {
        VStack(spacing: 20) {
            if item.id == 0 {
                Image("AppLogo")
                    .resizable()
                    .scaledToFit()
                    .matchedGeometryEffect(id: "logo", in: logoNamespace)
                    .frame(width: 120, height: 120)
            } else {
                Image(systemName: item.symbol)
                    .font(.system(size: 64))
                    .foregroundColor(.accentColor)
            }

            Text(item.title)
                .font(.title.weight(.bold))
                .multilineTextAlignment(.center)

            Text(item.message)
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
                .animation(.default)
        }
        .slideIn(when: contentShown)
    }

    private var progressDots: some View {
        HStack(spacing: 8) {
            ForEach(model.pages) { item in
                Capsule()
                    .fill(item.id == page ? Color.accentColor : Color.gray.opacity(0.3))
                    .frame(width: item.id == page ? 20 : 8, height: 8)
            }
        }
        .animation(reduceMotion ? nil : .easeInOut, value: page)
    }

    @ViewBuilder
    private var footer: some View {
        if isLastPage {
            Button {
                model.finish()
            } label: {
                Text("Get started")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color.accentColor)
                    .foregroundColor(.white)
                    .clipShape(Capsule())
            }
            .scaleEffect(pulse ? 1.05 : 1)
            .animation(reduceMotion ? nil : .easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulse)
        } else {
            HStack {
                Text("\(page + 1) of \(model.pages.count)")
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .animation(nil, value: page)

                Spacer()

                Button("Next") {
                    withAnimation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.8)) {
                        page += 1
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

#Preview {
    OnboardingFlow()
}
