// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "a11yfix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11yfix", targets: ["a11yfix"]),
        .library(name: "A11yFixCore", targets: ["A11yFixCore"]),
        .plugin(name: "A11yFixPlugin", targets: ["A11yFixPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        // The bottom layer: syntax-tree helpers and name lists every concern shares (modifier
        // chains, enclosing types, literals, action names). SwiftSyntax only; `package` access.
        .target(name: "A11yFixSyntax", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
        // Engine, transforms and the data they need; takes bytes, returns values, does no I/O.
        .target(
            name: "A11yFixCore",
            dependencies: [
                "A11yFixSyntax",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Resources"],
            plugins: ["EmbedResources"]
        ),
        // The command-line front end: argument parsing, file system, parallelism, reporting.
        .executableTarget(
            name: "a11yfix",
            dependencies: [
                "A11yFixCore",
                "A11yFixConfiguration",
                "A11yFixLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The Language Server Protocol as `a11yfix lsp` speaks it: JSON-RPC framing, the message
        // types it uses, and exact position conversion (UTF-8, UTF-16, UTF-32). Foundation only.
        .target(name: "A11yFixLSP"),
        // `swift build -c release && .build/release/a11yfix-bench`: the speed benchmark (see README).
        .executableTarget(
            name: "a11yfix-bench",
            dependencies: [
                "A11yFixCore",
                "A11yFixLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // `.a11yfix.yml` and deployment targets from Package.swift / project.pbxproj: reading and
        // validating them, with errors that name the file, line and key.
        .target(
            name: "A11yFixConfiguration",
            dependencies: [
                "A11yFixCore",
                "A11yFixSyntax",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Compiles the phrase table and each transform's documentation into the library,
        // so the tool works from any directory without bundle lookups.
        .executableTarget(name: "EmbedResourcesTool", path: "Sources/EmbedResourcesTool"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedResourcesTool"]),
        // `swift package a11yfix` checks; `swift package --allow-writing-to-package-directory a11yfix --fix`
        // rewrites. No permission is declared: a declared one would make SwiftPM demand the flag
        // for the read-only check too, while the flag alone opens the package folder for `--fix`.
        .plugin(
            name: "A11yFixPlugin",
            capability: .command(
                intent: .custom(
                    verb: "a11yfix",
                    description: "Check (or with --fix, rewrite) the package's Swift targets for accessibility")
            )
        ),

        .target(
            name: "A11yFixTestSupport",
            dependencies: ["A11yFixCore"],
            path: "Tests/A11yFixTestSupport"
        ),
        .testTarget(
            name: "A11yFixCoreTests",
            dependencies: [
                "A11yFixCore", "A11yFixSyntax", "A11yFixTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ConfigurationTests", dependencies: ["A11yFixConfiguration", "A11yFixTestSupport"]),
        .testTarget(
            name: "TransformFixtureTests",
            dependencies: [
                "A11yFixCore", "A11yFixSyntax", "A11yFixTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .testTarget(name: "SnapshotTests", dependencies: ["A11yFixCore", "A11yFixTestSupport"]),
        // The MCP end-to-end check is a Python script run with the official client (PyPI `mcp`).
        .testTarget(
            name: "CLITests", dependencies: ["a11yfix", "A11yFixLSP", "A11yFixTestSupport"], exclude: ["MCPClient"]),
        // Type-checks transform outputs against the Apple-framework stubs in Tests/AppleStubs
        // (compiled by the test with swiftc, not by SwiftPM: they are named SwiftUI, UIKit, AppKit).
        .testTarget(
            name: "TypeCheckTests",
            dependencies: [
                "A11yFixCore", "A11yFixSyntax", "A11yFixTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Broken"]
        ),
        // The corpus review sheets' pure parts: sampling, one fix applied alone, diff hunks.
        .testTarget(name: "BenchTests", dependencies: ["a11yfix-bench"]),
        // The protocol layer's pure parts, and the server driven as a subprocess over pipes.
        .testTarget(
            name: "LanguageServerTests", dependencies: ["A11yFixLSP", "A11yFixTestSupport"], exclude: ["Neovim"]),
    ]
)
