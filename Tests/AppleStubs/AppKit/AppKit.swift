@_exported import Accessibility
// Signature stubs of AppKit for type-checking a11yfix output on Linux (see ../README.md).
@_exported import Foundation
@_exported import ObjectiveC
