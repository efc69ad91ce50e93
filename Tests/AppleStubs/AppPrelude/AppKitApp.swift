import AppKit

// App-level declarations that AppKit examples use without declaring them. None are needed so far:
// every AppKit example and snapshot declares its own types. Add one here only after
// `grep -r NAME Tests/AppleStubs/AppPrelude` finds no other declaration of it.
