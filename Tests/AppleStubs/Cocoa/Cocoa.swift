// `import Cocoa` is AppKit (plus Foundation and Core Data, which no example uses).
@_exported import AppKit
