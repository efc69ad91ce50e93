// Signature stubs of QuartzCore for type-checking a11yfix output on Linux (see ../README.md).
// The declarations (CALayer, CABasicAnimation, CAMediaTimingFunction…) are in ../ObjectiveC/QuartzCore.swift:
// UIKit and AppKit need them and are compiled before this module.
@_exported import Foundation
@_exported import ObjectiveC
