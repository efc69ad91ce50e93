@_exported import Accessibility
// Signature stubs of UIKit for type-checking a11yfix output on Linux (see ../README.md).
// Classes are `@preconcurrency @MainActor` where Apple's are `@MainActor`: imported Objective-C
// declarations only warn about isolation in the Swift 5 language mode, and so do these.
@_exported import Foundation
@_exported import ObjectiveC
