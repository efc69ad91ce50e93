// Signature stub of the third-party SFSafeSymbols package (https://github.com/SFSafeSymbols/SFSafeSymbols):
// only the `SFSymbol` type; `Image(systemSymbol:)` is declared in the SwiftUI stubs, which build after this module.

/// https://github.com/SFSafeSymbols/SFSafeSymbols
public struct SFSymbol: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let squareAndArrowUp = SFSymbol(rawValue: "square.and.arrow.up")
    public static let xmarkCircleFill = SFSymbol(rawValue: "xmark.circle.fill")
    public static let arrowClockwise = SFSymbol(rawValue: "arrow.clockwise")
}

#if A11YFIX_OS_iOS
import UIKit

extension UIImage {
    /// https://github.com/SFSafeSymbols/SFSafeSymbols (`UIImage(systemSymbol:)`, iOS 13)
    @available(iOS 13.0, *)
    public convenience init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue)! }
}
#endif
