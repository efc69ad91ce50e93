import SwiftUI

// App-level declarations that SwiftUI examples use but never declare. A declaration in the example
// itself shadows these. Check `grep -r NAME Tests/AppleStubs/AppPrelude` before adding a name.

/// The app's tab enum (`Transforms/icon-only-label/cases/51-symbol-phrase-from-config`).
public enum Tab: Hashable { case start, search, library, settings }

/// An audio player model (`Transforms/icon-only-label/cases/50-ios13-ternary-play-pause`).
open class AudioPlayer {
    public init() {}
    open func play() {}
    open func pause() {}
}

/// Free functions and services that tap handlers call (`Transforms/tap-gesture-button/cases/19-…`, `21-…`).
@MainActor public func openCart() {}

public struct AppLogger: Sendable {
    public func info(_ message: String) {}
}
public let logger = AppLogger()

public enum StoreAction { case addToCart }
@MainActor public final class AppStore {
    public func send(_ action: StoreAction) {}
}
@MainActor public let store = AppStore()

public enum AppRoute: Hashable { case details }
@MainActor public final class AppRouter {
    public func push(_ route: AppRoute) {}
}
@MainActor public let router = AppRouter()

@MainActor public final class DetailsModel {
    public init() {}
    public func showDetails() {}
}

/// What `Transforms/icon-only-label/cases/60-title-of-the-same-action-in-the-file` shows and edits.
public struct Draft: Sendable {
    public var title: String
}

@MainActor public final class DraftStore {
    public func duplicate(_ draft: Draft) {}
    public func archive(_ draft: Draft) {}
}

/// A project's generated strings type (SwiftGen-like): each member is a localized `String`.
public enum Strings {
    public static let duplicateDraft = "Duplicate Draft"
}
