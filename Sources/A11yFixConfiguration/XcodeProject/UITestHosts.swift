import A11yFixCore

/// Which app targets of a project exist only for UI tests to launch: a screen built so UI tests
/// can check it is test code, and fixing it would change nothing users see. The app a project
/// ships is usually its UI tests' target application too, so being launched by UI tests is not
/// enough: when anything says an app ships, or nothing says which app does, it is shipping.
struct UITestHosts {
    /// What the project file says about one native target.
    struct Member {
        var id: String
        var name: String
        var productType: String
        var platforms: Set<ApplePlatform>
        /// UI-test bundles only: the apps `TEST_TARGET_NAME` names in any configuration.
        var testTargetNames: Set<String> = []
        /// Test bundles only: the app Xcode's Target Application (UI tests) or Host Application
        /// (unit tests) picker chose (`TestTargetID`).
        var testTargetID: String?
        /// Targets it depends on, links or embeds, by id.
        var uses: Set<String> = []

        var isApp: Bool { productType.hasPrefix("com.apple.product-type.application") && !isShippedInside }
        var isFramework: Bool {
            ["com.apple.product-type.framework", "com.apple.product-type.framework.static"].contains(productType)
                || productType.hasPrefix("com.apple.product-type.library")
        }
        var isTestBundle: Bool { Self.testBundleTypes.contains(productType) }
        var isUITestBundle: Bool { productType == "com.apple.product-type.bundle.ui-testing" }
        /// Extensions, watch apps and App Clips: products that only ship inside an app.
        var isShippedInside: Bool {
            productType.contains("extension") || productType.contains("watchapp")
                || productType == "com.apple.product-type.application.on-demand-install-capable"
        }

        static let testBundleTypes: Set<String> = [
            "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
        ]
    }

    /// Why each host is one, by target id: "launched only by AppUITests' TEST_TARGET_NAME".
    let reasons: [String: String]

    init(members: [Member], projectName: String, schemes: [XcodeScheme]) {
        let byName = Dictionary(members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(members.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var launchers: [String: [String]] = [:]
        for bundle in members where bundle.isUITestBundle {
            let named = bundle.testTargetNames.compactMap { byName[$0]?.id }
            for id in named { launchers[id, default: []].append("\(Self.possessive(bundle.name)) TEST_TARGET_NAME") }
            if let id = bundle.testTargetID, !named.contains(id), byID[id] != nil {
                launchers[id, default: []].append("\(Self.possessive(bundle.name)) target application")
            }
        }
        // A UI-test bundle that names no app launches its scheme's Run action app.
        for scheme in schemes {
            let bundles = scheme.tested.compactMap { byID[$0] }.filter {
                $0.isUITestBundle && $0.testTargetNames.isEmpty && $0.testTargetID == nil
            }
            for bundle in bundles.sorted(by: { $0.name < $1.name }) {
                for id in scheme.launched.sorted() where byID[id]?.isApp == true {
                    launchers[id, default: []].append("\(bundle.name) in scheme '\(scheme.name)'")
                }
            }
        }
        // Unit tests run inside the app they test: an app that hosts them is a product.
        let unitTestHosts = Set(members.filter { $0.isTestBundle && !$0.isUITestBundle }.compactMap(\.testTargetID))
        func shipsItself(_ app: Member) -> Bool {
            app.name.lowercased() == projectName.lowercased() || unitTestHosts.contains(app.id)
                || app.uses.contains { byID[$0]?.isShippedInside == true }
                || schemes.contains { !$0.isForTesting && $0.launched.union($0.builtToRun).contains(app.id) }
        }
        var candidates: [String: String] = [:]
        let apps = members.filter(\.isApp)
        for app in apps where CodeKind.isTestHostName(app.name) && !shipsItself(app) {
            candidates[app.id] =
                launchers[app.id].map { Self.launchedOnly(by: $0) }
                ?? "target '\(app.name)' is named like one and no shipping target depends on it"
        }
        let launched = apps.filter { launchers[$0.id] != nil && candidates[$0.id] == nil && !shipsItself($0) }
        // The apps the project says it ships: an app launched by UI tests is a host only beside one
        // of them that builds for the same platform (a Mac app beside an iOS app is the same
        // product). An app that says nothing (a demo, a preview app) anchors nothing.
        let shipped = apps.filter { candidates[$0.id] == nil && shipsItself($0) }
        for app in launched where shipped.contains(where: { !$0.platforms.isDisjoint(with: app.platforms) }) {
            candidates[app.id] = Self.launchedOnly(by: launchers[app.id]!)
        }
        // A framework's showcase: an app named for a framework target of the project with a demo
        // word (`ChartsKitDemo`, `AppUIApplication`), beside an app that plainly ships (named for the
        // project, hosting unit tests or embedding extensions) and uses that framework. It shows the
        // framework's views with demo data to its developers; the product is the other app.
        func plainlyShips(_ app: Member) -> Bool {
            app.name.lowercased() == projectName.lowercased() || unitTestHosts.contains(app.id)
                || app.uses.contains { byID[$0]?.isShippedInside == true }
        }
        let frameworks = members.filter(\.isFramework)
        for app in apps where candidates[app.id] == nil && !plainlyShips(app) {
            guard
                let framework = frameworks.first(where: {
                    app.name.hasPrefix($0.name)
                        && Self.showcaseWords.contains(String(app.name.dropFirst($0.name.count)))
                }),
                let product = apps.first(where: {
                    $0.id != app.id && plainlyShips($0) && $0.uses.contains(framework.id)
                        && !$0.platforms.isDisjoint(with: app.platforms)
                })
            else { continue }
            candidates[app.id] =
                "\(Self.showcasePrefix) ('\(app.name)' is named for the framework '\(framework.name)', which the app '\(product.name)' ships; no target embeds it)"
        }
        // Anything else that depends on a host, and is not itself a test or a host, ships it.
        var changed = true
        while changed {
            changed = false
            for member in members where !member.isTestBundle && candidates[member.id] == nil {
                for id in member.uses where candidates.removeValue(forKey: id) != nil { changed = true }
            }
        }
        reasons = candidates
    }

    /// What begins the reason of a showcase app: its code is no product's either.
    static let showcasePrefix = "component showcase"

    /// The words after a framework's name that make an app its demo.
    static let showcaseWords: Set<String> = [
        "App", "Application", "Demo", "DemoApp", "Example", "ExampleApp", "Examples", "Showcase", "Playground",
        "Catalog", "Gallery", "Sample", "SampleApp",
    ]

    private static func launchedOnly(by launchers: [String]) -> String {
        "launched only by " + launchers.joined(separator: " and ")
    }

    private static func possessive(_ name: String) -> String {
        name.hasSuffix("s") ? name + "'" : name + "'s"
    }
}
