// Signature stub of the third-party SFSafeSymbols package (https://github.com/SFSafeSymbols/SFSafeSymbols):
// only the `SFSymbol` type; `Image(systemSymbol:)` is declared in the SwiftUI stubs, which build after this module.

/// https://github.com/SFSafeSymbols/SFSafeSymbols
public struct SFSymbol: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let squareAndArrowUp = SFSymbol(rawValue: "square.and.arrow.up")
    public static let xmarkCircleFill = SFSymbol(rawValue: "xmark.circle.fill")
}
