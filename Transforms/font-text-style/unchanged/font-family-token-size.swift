import SwiftUI

struct FontToken {
    /// A design token: the size is replaced by the caller.
    static let roundedFamily = Font.system(size: 1, design: .rounded)
}
