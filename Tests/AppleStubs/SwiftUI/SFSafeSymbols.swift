// `Image(systemSymbol:)` from the third-party SFSafeSymbols package, which extends SwiftUI's Image.
import SFSafeSymbols

extension Image {
    /// https://github.com/SFSafeSymbols/SFSafeSymbols
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}
