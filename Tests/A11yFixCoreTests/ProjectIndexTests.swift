import A11yFixCore
import Testing

@Suite struct ProjectIndexTests {
    func index(_ files: String...) -> ProjectIndex {
        ProjectIndex(entries: files.map { FileIndexEntry(bytes: Array($0.utf8)) })
    }

    @Test func aViewHoldingAProjectViewThatHoldsAToggleIsInteractive() {
        let index = index(
            """
            struct SettingsRow: View {
                var body: some View { HStack { Text("Sync"); SyncSwitch() } }
            }
            """,
            """
            struct SyncSwitch: View {
                @State private var on = false
                var body: some View { Toggle("Sync", isOn: $on) }
            }
            """)
        #expect(index.content(ofView: "SettingsRow") == .interactive("Toggle"))
        #expect(index.content(ofView: "SyncSwitch") == .interactive("Toggle"))
    }

    /// A ternary's `?` before an implicit member (`reduceMotion ? .opacity : .move(…)`) is no
    /// optional chain: `opacity` there is not a property some view reads for moving content.
    @Test func aTernaryIsNoOptionalChain() {
        let entry = FileIndexEntry(
            bytes: Array(
                """
                import SwiftUI

                struct Drawer: View {
                    var body: some View {
                        VStack {
                            if open { Text("Hi").transition(reduceMotion ? .opacity : .move(edge: .leading)) }
                            Circle().offset(x: model?.shift ?? 0)
                        }
                    }
                }
                """.utf8))
        #expect(!entry.otherReads.contains("opacity"))
        #expect(entry.otherReads.contains("shift"))
    }

    /// A class inherits from UIKit's text views through the project's own classes in other files;
    /// a plain view and an unknown type do not.
    @Test func projectClassesInheritThroughOtherProjectClasses() {
        let index = index(
            "class InsetLabel: UILabel {}",
            "final class PillLabel: InsetLabel, Themeable {}",
            "final class TagCloud: UIView {}")
        let textViews: Set<String> = ["UILabel", "UITextField", "UITextView"]
        #expect(index.inherits("PillLabel", fromAnyOf: textViews))
        #expect(index.inherits("InsetLabel", fromAnyOf: textViews))
        #expect(!index.inherits("TagCloud", fromAnyOf: textViews))
        #expect(!index.inherits("Unknown", fromAnyOf: textViews))
    }

    /// How the places that draw a view treat it, across files: folded by a `.combine` ancestor,
    /// chosen by a ternary the `if` around the place decides, hidden (also through a hidden
    /// view that draws it), or open; previews do not count.
    @Test func placesThatDrawAViewAreFoldedAcrossFiles() {
        let index = index(
            """
            struct Row: View {
                let isOpen: Bool
                var body: some View {
                    HStack {
                        Title()
                        if isOpen { Notes() }
                        Badge().accessibilityHidden(true)
                        #if os(iOS)
                        Spacer()
                        #endif
                    }
                    .padding()
                    #if os(iOS)
                    .listRowSeparator(.hidden)
                    #endif
                    .accessibilityElement(children: isOpen ? .contain : .combine)
                }
            }
            """,
            """
            struct Badge: View {
                var body: some View { ZStack { Dot(); Image(systemName: "star") } }
            }
            struct Title: View { var body: some View { Text("Title") } }
            struct Notes: View { var body: some View { Text("Notes") } }
            struct Dot: View { var body: some View { Circle() } }
            struct Card: View { var body: some View { VStack { Title() } } }
            """,
            """
            struct Previews: PreviewProvider {
                static var previews: some View { Badge() }
            }
            #Preview { Dot() }
            """)
        #expect(index.fold(ofUsesOf: "Title") == .open)  // Card draws it in the open
        #expect(index.fold(ofUsesOf: "Notes") == .open)  // only while the row is `.contain`
        #expect(index.fold(ofUsesOf: "Badge") == .hidden)
        #expect(index.fold(ofUsesOf: "Dot") == .hidden)  // drawn only by the hidden badge
        #expect(index.fold(ofUsesOf: "Row") == nil)
        let folded = self.index(
            "struct List2: View { var body: some View { VStack { Title() }.accessibilityElement(children: .combine) } }",
            "struct Title: View { var body: some View { Text(\"T\") } }")
        #expect(folded.fold(ofUsesOf: "Title") == .combined)
    }

    /// A view every place of which sits in a stack that shows text (a `Text`, or a helper of the same
    /// type drawing one) is drawn beside text; one drawn alone once, or never, is not. A view every
    /// place of which is a toolbar's item is drawn only in toolbars.
    @Test func placesBesideTextAndInToolbarsAreKnownAcrossFiles() {
        let index = index(
            """
            struct Row: View {
                var body: some View {
                    HStack {
                        Thumb()
                        VStack { Text("Title") }
                    }
                }
            }
            struct Header: View {
                var body: some View {
                    VStack {
                        Thumb()
                        Mark()
                        caption(short: true)
                    }
                    .toolbar { ToolbarItem { Sync() } }
                }
                private func caption(short: Bool) -> some View { Text("Caption") }
            }
            """,
            """
            struct Screen: View {
                var body: some View {
                    VStack { Mark(); Spacer() }
                        .toolbar { Sync() }
                    Sync()
                    Lone()
                }
            }
            """)
        #expect(index.isDrawnOnlyBesideText("Thumb"))
        #expect(!index.isDrawnOnlyBesideText("Mark"))  // alone beside a spacer in Screen
        #expect(!index.isDrawnOnlyBesideText("Lone"))
        #expect(!index.isDrawnOnlyBesideText("Missing"))
        #expect(!index.isDrawnOnlyInToolbars("Sync"))  // Screen draws it in its content too
        let toolbarOnly = self.index(
            "struct A: View { var body: some View { Text(\"A\").toolbar { ToolbarItem { Sync() } } } }")
        #expect(toolbarOnly.isDrawnOnlyInToolbars("Sync"))
    }

    /// A member every closure assigned to which only moves keyboard focus is a focus callback; one
    /// also assigned a closure that does more, or never assigned, is not.
    @Test func callbacksThatOnlyMoveFocusAreKnownAcrossFiles() {
        let index = index(
            """
            final class Cell {
                func configure() {
                    caption.didTap = { [weak self] in self?.field.becomeFirstResponder() }
                    other.onPress = { [weak self] in
                        guard let self else { return }
                        if self.isEmpty { self.field.becomeFirstResponder() }
                    }
                }
            }
            """,
            """
            final class Other {
                func configure() {
                    other.onPress = { [weak self] in
                        self?.toggle.isSelected = true
                        self?.field.becomeFirstResponder()
                    }
                }
            }
            """)
        #expect(index.isFocusCallback("didTap"))
        #expect(!index.isFocusCallback("onPress"))
        #expect(!index.isFocusCallback("onClose"))
    }

    /// A place inside a helper of a type is as folded as the places that use the helper; a place
    /// drawn as the label of a control labelled by hand (on the control or on the place) is folded
    /// into that control. The label of an unlabelled control, or a picker's cell, is part of the
    /// control; a place in its action is not.
    @Test func placesInHelpersAndLabelledControlsAreFolded() {
        let index = index(
            """
            struct Bubble: View {
                var body: some View {
                    mainContent
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Location")
                }
                private var mainContent: some View { ZStack { mapView; Pin() } }
                private var mapView: some View { MapTile() }
                private var unused: some View { Marker() }
            }
            struct Editor: View {
                var body: some View {
                    VStack {
                        Button { pick(Sheet()) } label: { Avatar() }
                            .accessibilityLabel("Edit avatar")
                        Button(action: pick) {
                            Photo().accessibilityLabel("Photo")
                        }
                        Button(action: pick) { Caption() }
                        SwatchPicker(colors: []) { Swatch() }
                    }
                }
                func pick() {}
            }
            """)
        #expect(index.fold(ofUsesOf: "MapTile") == .combined)  // through mapView and mainContent
        #expect(index.fold(ofUsesOf: "Pin") == .combined)
        #expect(index.fold(ofUsesOf: "Marker") == .open)  // in a helper nothing uses: as its type, drawn nowhere
        #expect(index.fold(ofUsesOf: "Avatar") == .combined)
        #expect(index.fold(ofUsesOf: "Photo") == .combined)
        #expect(index.fold(ofUsesOf: "Caption") == .control)
        #expect(index.fold(ofUsesOf: "Swatch") == .control)
        #expect(index.fold(ofUsesOf: "Sheet") == .open)
    }

    /// The stored properties a type gives an image itself; not another object's, nor a local.
    @Test func buttonsGivenAnImageByTheirOwnTypeAreRecorded() {
        let entry = FileIndexEntry(
            bytes: Array(
                """
                final class SetupView: UIView {
                    let imageButton = UIButton()
                    var closeButton: UIButton!
                    func setUp() {
                        imageButton.setImage(UIImage(named: "camera"), for: .normal)
                        self.closeButton.setImage(UIImage(named: "x"), for: .normal)
                        let local = UIButton()
                        local.setImage(UIImage(named: "y"), for: .normal)
                        other.shareButton.setImage(UIImage(named: "z"), for: .normal)
                    }
                }
                """.utf8))
        #expect(entry.buttonImageProperties == ["SetupView.imageButton", "SetupView.closeButton"])
        let index = ProjectIndex(entries: [entry])
        #expect(index.givesImage(toPropertyNamed: "imageButton", outside: "SetupController"))
        #expect(!index.givesImage(toPropertyNamed: "imageButton", outside: "SetupView"))
        #expect(!index.givesImage(toPropertyNamed: "shareButton", outside: "SetupController"))
    }

    /// A representable is a control only when the view it makes is one.
    @Test func representablesAreControlsWhenTheyWrapOne() {
        let index = index(
            """
            struct Photo: UIViewRepresentable {
                func makeUIView(context: Context) -> UIImageView { UIImageView() }
            }
            struct Scope: NSViewRepresentable {
                func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
            }
            struct Player: UIViewRepresentable {
                func makeUIView(context: Context) -> SVGWebView { SVGWebView() }
            }
            class SVGWebView: WKWebView {}
            """)
        #expect(index.content(ofView: "Photo") == .plain)
        #expect(index.content(ofView: "Scope") == .interactive("Scope"))
        #expect(index.wrapsNativeControl("Scope"))
        #expect(index.content(ofView: "Player") == .interactive("Player"))
    }

    /// SwiftGen members by their English text: `fallback:` or the one-line doc comment; only
    /// top-level members (a nested one belongs to one screen), and two of them are a guess.
    @Test func generatedStringsAreFoundByTheirEnglishText() {
        let strings = index(
            #"""
            public enum L10n {
              /// Close
              public static var closeLabel: String { return L10n.tr("Localizable", "close_label") }
              /// Done
              public static var doneLabel: String { return L10n.tr("Localizable", "done_label") }
              public enum Alert {
                public static let close = L10n.tr("Localizable", "alert_close", fallback: "Close")
                /// Done
                public static var done: String { return L10n.tr("Localizable", "alert_done") }
              }
              public enum Nested {
                public static let only = L10n.tr("Localizable", "nested_only", fallback: "Fallback only")
              }
              public enum Sheet {
                /// Done
                public static var done: String { return L10n.tr("Localizable", "sheet_done") }
              }
              /// Items: %d
              public static func items(_ p1: Int) -> String { return L10n.tr("Localizable", "items", p1) }
            }
            """#,
            #"""
            enum Other {
              /// Save
              static var save: String { return "Save" }
            }
            """#)
        #expect(strings.generatedString(for: "Close") == "L10n.closeLabel")
        #expect(strings.generatedString(for: "close") == "L10n.closeLabel")
        #expect(strings.generatedString(for: "Done") == "L10n.doneLabel")
        #expect(strings.generatedString(for: "Save") == nil)
        #expect(strings.generatedString(for: "Fallback only") == nil)
        #expect(strings.generatedString(for: "Items: %d") == nil)
        #expect(ProjectIndex(entries: []).generatedString(for: "Close") == nil)
        let tie = index(
            #"""
            enum L10n {
              /// Done
              static var done: String { return L10n.tr("Localizable", "a") }
              /// Done
              static var doneAction: String { return L10n.tr("Localizable", "b") }
            }
            """#)
        #expect(tie.generatedString(for: "Done") == nil)
        let forAccessibility = index(
            #"""
            enum L10n {
              /// Delete
              static var actionDelete: String { return L10n.tr("Localizable", "action_delete") }
              /// Delete
              static var a11yDelete: String { return L10n.tr("Localizable", "a11y_delete") }
            }
            """#)
        #expect(forAccessibility.generatedString(for: "Delete") == "L10n.a11yDelete")
    }

    @Test func rowsOfProjectViewsOfPlainTextArePlain() {
        let index = index(
            """
            struct ArticleRow: View {
                let article: Article
                var body: some View { VStack(alignment: .leading) { ArticleTitle(text: article.title); Byline(article: article) } }
            }
            struct Article { var title: String }
            """,
            """
            struct ArticleTitle: View { let text: String; var body: some View { Text(text).font(.headline) } }
            struct Byline: View { let article: Article; var body: some View { Label("By", systemImage: "person") } }
            """)
        #expect(index.content(ofView: "ArticleRow") == .plain)
        #expect(index.content(ofView: "Article") == nil)
    }

    /// The first view of a `case` is a call, not a type after a colon (judged on unseen apps: a
    /// drawer whose install button sat in a `switch` case was taken as plain and folded into one
    /// button). An enum's computed property after its cases is still a type.
    @Test func viewsAfterACaseLabelAreCalls() {
        let index = index(
            """
            struct Drawer: View {
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .formula(let name):
                        InstallSection(name: name)
                    default:
                        Text("None")
                    }
                }
            }
            struct InstallSection: View { let name: String; var body: some View { Button(name) {} } }
            enum Kind {
                case formula(String)
                case cask
                var title: Caption { Caption() }
            }
            struct Caption {}
            """)
        #expect(index.content(ofView: "Drawer") == .interactive("Button"))
    }

    /// Views whose code makes one labelled element with the button trait are buttons already;
    /// one without the trait, or without a label, is not.
    @Test func labelledButtonElementsAreKnown() {
        let index = index(
            """
            struct StopRow: View {
                var body: some View {
                    Text("Pine St").accessibilityElement(children: .ignore).accessibilityLabel("Stop")
                        .accessibilityAddTraits([.isButton, .updatesFrequently])
                }
            }
            struct StopName: View {
                var body: some View { Text("Pine St").accessibilityElement(children: .ignore).accessibilityLabel("Stop") }
            }
            struct StopIcon: View {
                var body: some View { Image("stop").accessibilityAddTraits(.isButton) }
            }
            """)
        #expect(index.isButtonElement(view: "StopRow"))
        #expect(!index.isButtonElement(view: "StopName"))
        #expect(!index.isButtonElement(view: "StopIcon"))
    }

    /// The one type that declares an image property names its instances by its best name
    /// property; an image property two types declare says nothing of which.
    @Test func tileNamesComeFromTheOneTypeDeclaringTheImage() {
        let index = index(
            """
            enum AppIcon {
                case red
                var title: String { "Icon" }
                var accessibilityName: String { "Red" }
                var mediumImage: UIImage? { nil }
                var smallImage: UIImage? { nil }
            }
            """,
            """
            struct Badge { let title: String; let smallImage: UIImage }
            """)
        #expect(index.nameProperty(ofTypeWithImage: "mediumImage") == "accessibilityName")
        #expect(index.nameProperty(ofTypeWithImage: "smallImage") == nil)
        #expect(index.nameProperty(ofTypeWithImage: "largeImage") == nil)
    }

    /// Two project types of one name (each nested in another type) leave a bare reference to the
    /// name undecided: neither type's name property may name its values.
    @Test func aTypeNameTwoTypesShareNamesNoValues() {
        let index = index(
            """
            struct Exporter { struct Options { let name: String } }
            struct Account { let title: String }
            """,
            """
            struct Importer { struct Options { let name: String; let path: String } }
            """)
        #expect(index.nameProperty(ofType: "Options") == nil)
        #expect(index.nameProperty(ofType: "Account") == "title")
    }

    /// Image views of image-loading packages only show a picture.
    @Test func packageImageViewsArePlain() {
        let index = index("struct Sprite: View { var body: some View { KFImage(URL(string: \"a\")).resizable() } }")
        #expect(index.content(ofView: "Sprite") == .plain)
    }

    @Test func namesTheIndexCannotResolveAreSaid() {
        let index = index("struct Card: View { var body: some View { VStack { Text(\"a\"); PackageView() } } }")
        #expect(index.content(ofView: "Card") == .unresolved("PackageView"))
    }

    @Test func gesturesAndRepresentablesAreInteractive() {
        let index = index(
            """
            struct Tile: View { var body: some View { Text("a").onTapGesture { } } }
            struct MapBox: UIViewRepresentable { func makeUIView(context: Context) -> MKMapView { MKMapView() } }
            struct Holder: View { var body: some View { MapBox() } }
            """)
        #expect(index.content(ofView: "Tile") == .interactive("onTapGesture in Tile"))
        #expect(index.content(ofView: "Holder") == .interactive("MapBox"))
    }

    @Test func viewLikeTypesIncludeStylesExtensionsAndProtocolsThatRefineView() {
        let index = index(
            """
            protocol Card: View {}
            protocol FeatureCard: Card {}
            struct Promo: FeatureCard { var body: some View { Text("Hi") } }
            struct PillStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            struct Later {}
            """,
            "extension Later: View { var body: some View { Text(\"x\") } }")
        #expect(index.refinesView("FeatureCard"))
        #expect(index.isViewLike("Promo"))
        #expect(index.isViewLike("PillStyle"))
        #expect(index.isStyle("PillStyle"))
        #expect(index.isViewLike("Later"))
        #expect(!index.isViewLike("FeatureCard"))
    }

    @Test func buttonStylesThatDrawATitleAreKnown() {
        let index = index(
            """
            struct CaptionedStyle: ButtonStyle {
                let caption: LocalizedStringKey
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.label; Text(caption).font(.caption) }
                }
            }
            struct PlainStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
            }
            """)
        #expect(index.drawsOwnTitle(style: "CaptionedStyle"))
        #expect(!index.drawsOwnTitle(style: "PlainStyle"))
    }

    @Test func reduceMotionHelpersAreKnownAcrossFiles() {
        let index = index(
            """
            extension Animation {
                static var gentle: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring() }
            }
            func withOptionalAnimation<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R {
                if UIAccessibility.isReduceMotionEnabled { return try body() }
                return try withAnimation(animation, body)
            }
            """,
            """
            struct MotionAware: ViewModifier {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                let animation: Animation
                func body(content: Content) -> some View { content.animation(reduceMotion ? nil : animation) }
            }
            extension View {
                func motionAwareAnimation(_ animation: Animation) -> some View { modifier(MotionAware(animation: animation)) }
                func plainHelper() -> some View { padding() }
            }
            """)
        #expect(index.respectsReduceMotion("gentle"))
        #expect(index.respectsReduceMotion("withOptionalAnimation"))
        #expect(index.respectsReduceMotion("MotionAware"))
        #expect(index.respectsReduceMotion("motionAwareAnimation"))
        #expect(!index.respectsReduceMotion("plainHelper"))
    }

    /// A helper that goes through another helper reading the setting respects it too, across
    /// files and in any order; a helper calling only unrelated functions does not.
    @Test func reduceMotionHelpersAreFollowedThroughOtherHelpers() {
        let index = index(
            """
            func withAppAnimation<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R {
                try withAnimation(animation?.disabledDuringTests(), body)
            }
            """,
            """
            extension Animation {
                static var appDefault: Animation { Animation.default.disabledIfReduceMotionEnabled() }
                func disabledDuringTests() -> Self { disabledIfReduceMotionEnabled() }
                func slower() -> Self { speed(0.5) }
                private func disabledIfReduceMotionEnabled() -> Self { UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self }
            }
            """)
        #expect(index.respectsReduceMotion("appDefault"))
        #expect(index.respectsReduceMotion("disabledDuringTests"))
        #expect(index.respectsReduceMotion("withAppAnimation"))
        #expect(!index.respectsReduceMotion("slower"))
    }

    /// Another object's properties read only to change how views look, across the SwiftUI files
    /// of a run: text, colour, opacity, a fading `if`. One read anywhere else (an offset, an `if`
    /// without a fade, a value passed on) makes the property one that may move views. Reads in
    /// actions and in methods returning nothing draw nothing.
    @Test func propertiesReadOnlyForAppearanceAreKnownAcrossFiles() {
        let index = index(
            """
            import SwiftUI
            struct CopyRow: View {
                @ObservedObject var model: RowModel
                var body: some View {
                    VStack {
                        Text(model.title)
                            .foregroundStyle(model.isUrgent ? Color.red : Color.primary)
                        if model.didCopy {
                            Label("Copied", systemImage: "checkmark")
                                .transition(.opacity)
                        } else {
                            Text("Copy").transition(.opacity)
                        }
                        if model.isExpanded {
                            Text("Details")
                        }
                        Button("Copy") { if model.isLocked { return }; model.copy() }
                    }
                    .offset(y: model.shift)
                }
                func log() { print(model.secret) }
            }
            """,
            """
            import SwiftUI
            struct BadgeView: View {
                var store: BadgeStore
                var body: some View {
                    Circle().opacity(store.isUrgent ? 1 : 0).frame(width: store.size)
                    DetailView(title: store.title)
                }
            }
            """,
            """
            final class NotSwiftUI { func f() { if other.didCopy { frame.offset = other.shift } } }
            """)
        #expect(index.onlyChangesAppearance(member: "didCopy"))
        #expect(index.onlyChangesAppearance(member: "isUrgent"))
        #expect(!index.onlyChangesAppearance(member: "title"))  // passed on to DetailView
        #expect(!index.onlyChangesAppearance(member: "isExpanded"))  // inserts a row without a fade
        #expect(!index.onlyChangesAppearance(member: "shift"))
        #expect(!index.onlyChangesAppearance(member: "size"))
        #expect(!index.onlyChangesAppearance(member: "isLocked"))  // only read in an action: never shown
        #expect(!index.onlyChangesAppearance(member: "secret"))
    }

    @Test func spinnersSwappedOrLaidOverInPlaceOnlyChangeAppearance() {
        let index = index(
            """
            import SwiftUI
            struct ReaderView: View {
                var model: ReaderModel
                var body: some View {
                    VStack {
                        Button { model.send() } label: {
                            if model.isSending { ProgressView() } else { Text("Send").bold() }
                        }
                        ZStack {
                            Page().opacity(model.isReady ? 1 : 0)
                            if !model.isReady { ProgressView().scaleEffect(1.5) }
                        }
                        if model.isBusy { ProgressView() }
                        if model.isSyncing { ProgressView() } else { SyncSummary() }
                        if model.isFiltering { ProgressView() } else { }
                        ZStack {
                            Page()
                            if model.hasBanner { BannerView() }
                            if model.hasBadge { Image("badge").asymmetricTransition(insertion: .slide) }
                        }
                    }
                }
            }
            """)
        #expect(index.onlyChangesAppearance(member: "isSending"))  // a label turns into a spinner
        #expect(index.onlyChangesAppearance(member: "isReady"))  // a spinner over the page, which fades
        #expect(!index.onlyChangesAppearance(member: "isBusy"))  // a spinner that pushes the stack
        #expect(index.onlyChangesAppearance(member: "isSyncing"))  // a spinner gives way to its content
        #expect(!index.onlyChangesAppearance(member: "isFiltering"))  // a spinner that leaves nothing
        #expect(!index.onlyChangesAppearance(member: "hasBanner"))  // not a leaf: may size the stack
        #expect(!index.onlyChangesAppearance(member: "hasBadge"))  // slides in by a project transition
    }

    @Test func wholeScreensSwappedInAZStackOnlyChangeAppearance() {
        let index = index(
            """
            import SwiftUI
            struct HomeView: View {
                var model: HomeModel
                var body: some View {
                    ZStack {
                        if model.showsIntro {
                            IntroPage(onDone: model.finish)
                        } else if model.isRunning {
                            RunningTimer().padding()
                        } else {
                            List { Text("Start") }.listStyle(.plain)
                        }
                    }
                    ZStack {
                        if model.showsTip { TipCard() }
                        if model.hasRows { ForEach(model.rows) { Text($0) } } else { Text("None") }
                        if model.isFlying { Card().matchedGeometryEffect(id: 1, in: ns) } else { Card() }
                    }
                    VStack {
                        if model.isCompact { CompactHeader() } else { FullHeader() }
                    }
                }
            }
            """)
        #expect(index.onlyChangesAppearance(member: "showsIntro"))  // one screen swaps for the next
        #expect(index.onlyChangesAppearance(member: "isRunning"))  // the `else if` of the same chain
        #expect(!index.onlyChangesAppearance(member: "showsTip"))  // no `else`: inserts
        #expect(!index.onlyChangesAppearance(member: "hasRows"))  // rows come and go
        #expect(!index.onlyChangesAppearance(member: "isFlying"))  // a hero move
        #expect(!index.onlyChangesAppearance(member: "isCompact"))  // in a VStack: may push what follows
    }

    @Test func membersViewsAnimateByValueAreKnown() {
        let index = index(
            """
            import SwiftUI
            struct PanelView: View {
                var panel: PanelModel
                var body: some View {
                    Text("Panel")
                        .offset(x: panel.isPresented ? 0 : 300)
                        .animation(.easeInOut(duration: 0.3), value: panel.isPresented)
                        .animation(.default, value: panel.toast?.id)
                }
            }
            """,
            """
            final class NotSwiftUI { func f() { view.animation(x, value: other.isOpen) } }
            """)
        #expect(index.isAnimatedByViews(member: "isPresented"))
        #expect(index.isAnimatedByViews(member: "id"))
        #expect(!index.isAnimatedByViews(member: "isOpen"))  // not a SwiftUI file
        #expect(!index.isAnimatedByViews(member: "panel"))
    }

    @Test func changesMadeInsideWithAnimationAreKnownWithTheirGate() {
        let index = index(
            """
            import SwiftUI
            extension Animation {
                func quietWhenReduced() -> Animation { UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self }
            }
            @Observable final class SpaceModel {
                var editMode = false
                var orders: [String] = []
                var isBusy = false
                func edit() { withAnimation(.easeOut(duration: 0.25).quietWhenReduced()) { state.editMode = true } }
                func add() { withAnimation(.spring) { orders.append("a"); let count = orders.count; isBusy = count == 0 } }
                func check() { if isBusy == false { withAnimation { refresh() } } }
            }
            struct Toggle: View {
                @Binding var isShown: Bool
                var body: some View { Text("a").onTapGesture { withAnimation { isShown.wrappedValue.toggle() } } }
            }
            """)
        #expect(index.animatedChange(of: "editMode") == .respectingReduceMotion)
        #expect(index.animatedChange(of: "orders") == .ignoringReduceMotion)
        #expect(index.animatedChange(of: "isBusy") == .ignoringReduceMotion)
        #expect(index.animatedChange(of: "isShown") == .ignoringReduceMotion)  // a binding's wrappedValue
        #expect(index.animatedChange(of: "count") == nil)  // declared, not changed
        #expect(index.animatedChange(of: "refresh") == nil)  // a call: what it changes is not seen
        #expect(index.animatedChange(of: "state") == nil)
    }

    @Test func viewsThatAreNativeViewsAreKnown() {
        let index = index(
            """
            struct PaneView: NSViewControllerRepresentable { func makeNSViewController(context: Context) -> NSSplitViewController { .init() } }
            struct SplitPanes: View { var body: some View { VStack { PaneView() } } }
            struct Card: View { var body: some View { VStack { PaneView(); Text("Caption") } } }
            """)
        #expect(index.hostsNativeContent("PaneView"))
        #expect(index.hostsNativeContent("SplitPanes"))
        #expect(!index.hostsNativeContent("Card"))  // SwiftUI content beside it still animates
        #expect(!index.hostsNativeContent("Unknown"))
    }

    @Test func modifiersThatOnlyRestyleAViewAreKnown() {
        let index = index(
            """
            import SwiftUI
            extension View {
                func isVisible(_ shown: Bool) -> some View { opacity(shown ? 1 : 0) }
                func dimmed(_ on: Bool) -> some View { foregroundStyle(on ? Color.gray : Color.primary) }
                func slid(_ on: Bool) -> some View { offset(x: on ? 0 : 40) }
                func twice(_ on: Bool) -> some View { opacity(on ? 1 : 0) }
            }
            """,
            """
            extension Store { func twice(_ on: Bool) { move(by: on ? 0 : 40) } }
            """)
        #expect(index.isAppearanceModifier("isVisible"))
        #expect(index.isAppearanceModifier("dimmed"))
        #expect(!index.isAppearanceModifier("slid"))
        #expect(!index.isAppearanceModifier("twice"))  // another member of that name does something else
    }

    @Test func imageTypedMembersAndScaledFontHelpersAreKnown() {
        let index = index(
            """
            struct Badge: View {
                var icon: Image { Image(systemName: "star") }
                func glyph(for kind: Kind) -> Image { Image(kind.name) }
                var scale: Image.Scale = .large
                var body: some View { icon }
            }
            extension UIFont {
                static func scaledBody(size: CGFloat) -> UIFont {
                    UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: size))
                }
                static var bodySize: CGFloat { UIFont.preferredFont(forTextStyle: .body).pointSize }
                static var fixed: UIFont { .systemFont(ofSize: 12) }
            }
            """)
        #expect(index.isImageTyped(member: "icon"))
        #expect(index.isImageTyped(member: "glyph"))
        #expect(!index.isImageTyped(member: "scale"))
        #expect(index.scalesFont(member: "scaledBody"))
        #expect(index.scalesFont(member: "bodySize"))
        #expect(!index.scalesFont(member: "fixed"))
    }

    @Test func stringsAndCommentsDoNotLookLikeCode() {
        let entry = FileIndexEntry(
            bytes: Array(
                #"""
                import SwiftUI
                /* struct Fake: View { var body: some View { Button("x") {} } } */
                struct Real: View {
                    let note = "struct Other: View { Toggle( }"
                    let raw = #"a "quoted" } brace"#
                    let multi = """
                        } } Button(
                        \(value.map { "\($0)" })
                        """
                    // Slider(
                    var body: some View { Text(note) }
                }
                """#.utf8))
        #expect(entry.types.map(\.name) == ["Real"])
        #expect(entry.types.first?.calls == ["Text"])
        #expect(entry.imports == ["SwiftUI"])
    }

    @Test func importsAndPreviewsAreRecorded() {
        let tests = FileIndexEntry(
            bytes: Array("@testable import App\nimport XCTest\nfinal class ATests: XCTestCase {}\n".utf8))
        #expect(tests.importsTestFramework)
        #expect(tests.imports == ["App", "XCTest"])
        #expect(FileIndexEntry(bytes: Array("import SwiftUI\n#Preview { Text(\"a\") }\n".utf8)).hasPreviews)
        #expect(
            FileIndexEntry(
                bytes: Array(
                    "struct P_Previews: PreviewProvider { static var previews: some View { Text(\"a\") } }".utf8)
            ).hasPreviews)
        #expect(!FileIndexEntry(bytes: Array("import Testingless\n".utf8)).importsTestFramework)
    }

    /// A property whose `didSet` fades a view through `animator()` only fades when set in a group;
    /// one of the same name elsewhere that moves a view through it makes the name unknown.
    @Test func propertiesThatOnlyFadeThroughTheAnimator() {
        let fade = """
            final class Detail: NSViewController {
                var model: String? { didSet { view.animator().alphaValue = model == nil ? 0 : 1 } }
                var plain = 0
            }
            """
        let move = """
            final class Drawer: NSViewController {
                var model = false { didSet { view.animator().setFrameOrigin(.zero) } }
            }
            """
        #expect(index(fade).onlyFadesThroughAnimator(whenSetting: "model"))
        #expect(!index(fade).onlyFadesThroughAnimator(whenSetting: "plain"))
        #expect(!index(fade, move).onlyFadesThroughAnimator(whenSetting: "model"))
        #expect(index(fade).fingerprint != index(move).fingerprint)
    }

    @Test func theFingerprintFollowsWhatTheIndexKnows() {
        let a = index("struct A: View { var body: some View { Text(\"a\") } }")
        let same = index(
            "struct A: View {\n    // reformatted\n    var body: some View {\n        Text(\"b\")\n    }\n}")
        let changed = index("struct A: View { var body: some View { Toggle(\"a\", isOn: .constant(true)) } }")
        #expect(a.fingerprint == same.fingerprint)
        #expect(a.fingerprint != changed.fingerprint)
    }

    /// A free function that reads the setting and calls `withAnimation`, and a `View` method with a
    /// `value:` that applies a modifier reading it, are drop-ins; a private one is not, and a call
    /// binds only when the helper's parameters take it as written.
    @Test func reduceMotionDropInsAndTheCallsTheyTake() throws {
        let index = index(
            """
            import SwiftUI
            import UIKit

            func withGentleAnimation<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R {
                try withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
            }
            private func withQuietAnimation(_ animation: Animation?, _ body: () -> Void) {
                withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
            }
            extension View {
                func gentleAnimation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
                    modifier(Gentle(animation: animation, value: value))
                }
            }
            struct Gentle<V: Equatable>: ViewModifier {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                let animation: Animation?
                let value: V
                func body(content: Content) -> some View { content.animation(reduceMotion ? nil : animation, value: value) }
            }
            """)
        let helpers = index.animationHelpers(replacing: .withAnimation)
        #expect(helpers.map(\.name) == ["withGentleAnimation"])
        #expect(index.animationHelpers(replacing: .animationModifier).map(\.name) == ["gentleAnimation"])
        let helper = try #require(helpers.first)
        #expect(helper.accepts(labels: ["_"], trailingClosures: [nil], animationPosition: 0))
        #expect(helper.accepts(labels: [], trailingClosures: [nil], animationPosition: nil))
        #expect(!helper.accepts(labels: ["_", "completionCriteria"], trailingClosures: [nil], animationPosition: 0))
        #expect(!helper.accepts(labels: ["_"], trailingClosures: [nil, "completion"], animationPosition: 0))
        let modifier = try #require(index.animationHelpers(replacing: .animationModifier).first)
        #expect(modifier.accepts(labels: ["_", "value"], trailingClosures: [], animationPosition: 0))
        #expect(!modifier.accepts(labels: ["_"], trailingClosures: [], animationPosition: 0))
    }

    /// The project's own duration that drops to zero under Reduce Motion: an extension member of
    /// `TimeInterval` or `Double` that reads the setting and takes one unlabelled value. One with a
    /// label, a private one, one that reads nothing, or one on another type is no such duration.
    @Test func durationsThatDropToZeroUnderReduceMotion() {
        let index = index(
            """
            import UIKit

            extension TimeInterval {
                static func zeroIfReduceMotion(_ duration: Self) -> Self {
                    UIAccessibility.isReduceMotionEnabled ? 0 : duration
                }
                static func reduced(by factor: Self) -> Self {
                    UIAccessibility.isReduceMotionEnabled ? 0 : 0.3 * factor
                }
                private static func quiet(_ duration: Self) -> Self {
                    UIAccessibility.isReduceMotionEnabled ? 0 : duration
                }
                static func doubled(_ duration: Self) -> Self { duration * 2 }
            }
            extension CGFloat {
                static func zeroIfStill(_ distance: Self) -> Self {
                    UIAccessibility.isReduceMotionEnabled ? 0 : distance
                }
            }
            """)
        #expect(index.durationHelper == "zeroIfReduceMotion")
        #expect(
            self.index("extension TimeInterval { static func doubled(_ d: Self) -> Self { d * 2 } }").durationHelper
                == nil)
    }

    /// A module-qualified `SwiftUI.Animation?` parameter takes the animation as `Animation?` does.
    @Test func aModuleQualifiedAnimationParameterTakesTheAnimation() throws {
        let index = index(
            """
            import SwiftUI
            import UIKit

            func withCalmAnimation(_ animation: SwiftUI.Animation? = .default, _ body: () -> Void) {
                withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
            }
            """)
        let helper = try #require(index.animationHelpers(replacing: .withAnimation).first)
        #expect(helper.accepts(labels: ["_"], trailingClosures: [nil], animationPosition: 0))
    }

    /// Views held at a constant height by code in other files: an instance's constant height
    /// (through a stored property), a frame no Auto Layout replaces, a view's own SnapKit height,
    /// and the section headers (types and properties) of a controller whose header height an
    /// extension in another file fixes. Not held: a minimum height, a lowered priority, a frame
    /// a stack view replaces, self-sizing headers, and system classes the project only extends.
    /// A view that clips itself to a circle and holds its labels to a constant width, and its
    /// subclasses in other files; a capsule with no constant width, or a circle drawn on another
    /// view's layer, is none.
    @Test func viewsClippedToACircleAndTheirSubclasses() {
        let index = index(
            """
            class GaugeView: UIView {
                func commonInit() {
                    clipsToBounds = true
                    valueLabel.preferredMaxLayoutWidth = isCompact ? 56 : 64
                }
                override func layoutSubviews() {
                    self.layer.cornerRadius = self.bounds.size.height / 2
                }
            }
            class ChipView: UIView {
                override func layoutSubviews() {
                    layer.cornerRadius = bounds.height / 2
                    layer.masksToBounds = true
                }
            }
            class AvatarView: UIView {
                func setUp() {
                    imageView.layer.cornerRadius = imageView.bounds.width / 2
                    imageView.clipsToBounds = true
                    nameLabel.preferredMaxLayoutWidth = 80
                }
            }
            """,
            "final class StepsGaugeView: GaugeView {}")
        #expect(index.clippedCircle(around: "GaugeView")?.type == "GaugeView")
        #expect(index.clippedCircle(around: "StepsGaugeView")?.type == "GaugeView")
        #expect(
            index.clippedCircle(around: "GaugeView")?.how.includes("preferredMaxLayoutWidth = isCompact ? 56 : 64")
                == true)
        #expect(index.clippedCircle(around: "ChipView") == nil)
        #expect(index.clippedCircle(around: "AvatarView") == nil)
    }

    /// A representable's update that gives text fonts of its own restyles the methods it calls on
    /// its view; one that passes plain text does not.
    @Test func methodsARepresentableUpdateCallsWithFonts() {
        let index = index(
            """
            struct Slider: UIViewRepresentable {
                func updateUIView(_ uiView: SliderView, context: Context) {
                    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 27)]
                    uiView.setTitle(NSAttributedString(string: text, attributes: attributes))
                }
            }
            struct Badge: UIViewRepresentable {
                func updateUIView(_ uiView: BadgeView, context: Context) { uiView.setCount(count) }
            }
            """)
        #expect(index.representableUpdate(calling: "setTitle", on: "SliderView") == "Slider.updateUIView")
        #expect(index.representableUpdate(calling: "setCount", on: "BadgeView") == nil)
    }

    @Test func viewsHeldAtAConstantHeightAcrossFiles() {
        let index = index(
            "final class ActionRow: UIView {}", "final class TipCard: UIView {}", "final class NoteRow: UIView {}",
            "final class MinRow: UIView {}", "final class Banner: UIView {}", "final class DayHeader: UIView {}",
            "final class Heading: UIView {}", "final class MonthHeader: UIView {}", "extension UIView {}",
            "final class Badge: UIView {}", "final class Chip: UIView {}",
            """
            final class Row {
                init(title: String, accessory: UIView?) {
                    if let accessory = accessory {
                        accessory.heightAnchor.constraint(equalToConstant: 24).isActive = true
                    }
                }
                init(subtitle: String, accessory: UIView?) {}
            }
            """,
            "let rows = [Row(title: \"Certificate\", accessory: Badge()), Row(subtitle: \"Other\", accessory: Chip())]",
            """
            final class Menu: UIViewController {
                private var rowHeight: CGFloat = 72
                func add() {
                    let row = ActionRow()
                    row.heightAnchor.constraint(equalToConstant: rowHeight).isActive = true
                    let min = MinRow()
                    min.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                    let note = NoteRow()
                    note.heightAnchor.constraint(equalToConstant: 44).withPriority(.defaultLow).isActive = true
                    let card = TipCard(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
                    stack.addArrangedSubview(card)
                    let heading = Heading(frame: CGRect(x: 0, y: 0, width: 320, height: 45))
                    view.addSubview(heading)
                    let plain = UIView()
                    plain.heightAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            """,
            "extension Banner { func layout() { snp.makeConstraints { $0.height.equalTo(69) } } }",
            """
            final class Agenda: UITableViewController {
                let totalLabel = UILabel()
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    if section == 0 { let summary = UIView(); summary.addSubview(totalLabel); return summary }
                    return tableView.dequeueReusableHeaderFooterView(withIdentifier: "day") as? DayHeader
                }
            }
            """,
            """
            extension Agenda {
                override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    section == 0 ? 30 : 44
                }
            }
            """,
            """
            final class History: UITableViewController {
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    MonthHeader()
                }
                override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    UITableView.automaticDimension
                }
            }
            """)
        #expect(index.heldHeight(ofType: "ActionRow")?.contains("equalToConstant: rowHeight") == true)
        #expect(index.heldHeight(ofType: "Heading")?.contains("height: 45") == true)
        #expect(index.heldHeight(ofType: "Banner")?.contains("equalTo(69)") == true)
        #expect(index.heldHeight(ofType: "DayHeader")?.contains("returning section == 0 ? 30 : 44") == true)
        #expect(
            index.heldHeight(ofMember: "totalLabel", in: "Agenda")?.hasPrefix("is added to a section header") == true)
        #expect(index.heldHeight(ofType: "Badge")?.hasPrefix("is passed as accessory: to Row(title:…)") == true)
        for free in ["MinRow", "NoteRow", "TipCard", "MonthHeader", "UIView", "Chip"] {
            #expect(index.heldHeight(ofType: free) == nil, "\(free)")
        }
    }

    /// Types shown in a bar: made in place, through a local or a typed property; not a compared
    /// title view, and not a type only made elsewhere in the file.
    @Test func viewTypesShownInABar() {
        let index = index(
            """
            import UIKit

            final class ChatViewController: UIViewController {
                var filterView: FilterBarView?
                func setUp() {
                    let titleView = ChatTitleView()
                    navigationItem.titleView = titleView
                    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: self.filterView!)
                    let banner = BannerView()
                    view.addSubview(banner)
                    if navigationItem.titleView == banner { return }
                }
                func other() { navigationItem.titleView = LogoView(frame: .zero) }
                func rows() {
                    section.add(row: StaticTableViewRow(customView: OfferView(offer: offer)))
                    card.titleView = CardTitleView()
                }
            }
            """)
        #expect(index.isShownInBar("ChatTitleView"))
        #expect(index.isShownInBar("FilterBarView"))
        #expect(index.isShownInBar("LogoView"))
        #expect(!index.isShownInBar("BannerView"))
        #expect(!index.isShownInBar("OfferView"))
        #expect(!index.isShownInBar("CardTitleView"))
        #expect(!index.isShownInBar("ChatViewController"))
    }

    @Test func entriesSurviveTheCacheEncoding() throws {
        let entry = FileIndexEntry(
            bytes: Array(
                "import SwiftUI\nstruct A: View { var icon: Image { Image(\"a\") }; var body: some View { icon.onTapGesture {} } }"
                    .utf8))
        #expect(FileIndexEntry(encoded: entry.encoded()) == entry)
        #expect(FileIndexEntry(encoded: Array("not an entry".utf8)) == nil)
        #expect(FileIndexEntry(encoded: Array(entry.encoded().dropLast())) == nil)

        // Every field set, with non-ASCII text: all of it comes back.
        var full = FileIndexEntry()
        var facts = FileIndexEntry.TypeFacts(name: "Café")
        (facts.isExtension, facts.isProtocol, facts.readsReduceMotion, facts.drawsText, facts.usesConfigurationLabel) =
            (true, false, true, false, true)
        (facts.inherits, facts.calls, facts.gestures, facts.representedView) = (
            ["View", "Equatable"], ["Text", "Button"], ["onTapGesture"], "MKMapView"
        )
        facts.styleGrowth = StyleGrowth(width: 24, height: 12.5, minHeight: 44)
        (facts.setsAccessibilityLabel, facts.makesOneElement, facts.marksButton) = (true, true, true)
        (facts.nameProperty, facts.imageProperties) = ("accessibilityName", ["mediumImage"])
        facts.altTextProperty = "description?"
        facts.methods = ["togglePlayerMode"]
        full.types = [facts, FileIndexEntry.TypeFacts(name: "Empty")]
        var member = FileIndexEntry.MemberFacts(name: "shimmer", owner: "Animation")
        (member.isImageTyped, member.readsReduceMotion, member.scalesFont, member.calls, member.helperCalls) = (
            false, true, true, ["Font"], ["scaled"]
        )
        member.isFilePrivate = true
        member.animatorChanges = ["alphaValue", "setFrameOrigin"]
        (member.makesOneElement, member.marksButton) = (true, true)
        member.parameters = [
            .init(label: "_", hasDefault: true, isAnimation: true), .init(label: "body", isClosure: true),
        ]
        full.members = [member]
        (full.imports, full.hasPreviews, full.localizesStrings) = (["SwiftUI", "UIKit"], true, true)
        full.generatedStrings = ["L10n.close": "Close", "L10n.déjà": "Déjà vu"]
        full.generatedStringsArePublic = true
        full.generatedStringKeys = ["PikeText.copy": "color.copy"]
        (full.appearanceReads, full.otherReads, full.animatedReads) = (["didCopy"], ["offset"], ["isPresented"])
        full.animatedChanges = [
            .init(animationWords: ["easeOut", "duration"], changed: ["editMode"]),
            .init(animationWords: [], changed: ["items"]),
        ]
        full.uses = [
            "Row": UseFacts(fold: .combined, owners: ["List", "Feed"]), "Badge": UseFacts(fold: .open, owners: []),
        ]
        full.heldTypes = ["RowView": "is held at row.heightAnchor.constraint(equalToConstant: 72)"]
        full.sectionHeights = ["Agenda header": "tableView(_:heightForHeaderInSection:) returning 44"]
        full.sectionViews = ["Agenda header": ["DayHeader", ".totalLabel"]]
        full.heldParameters = ["Row(title:) accessory": "accessory.heightAnchor.constraint(equalToConstant: 24) in Row"]
        full.passedViews = ["Row(title:) accessory": ["Badge"]]
        full.barViewTypes = ["ChatTitleView"]
        full.interactiveAnimators = ["BackAnimator"]
        full.buttonImageProperties = ["SetupView.imageButton"]
        (full.iconSymbols, full.iconWrappers) = (["Icon.share": "square.and.arrow.up"], ["Image(icon:)": "Icon"])
        full.symbolLabels = ["menu systemName:ellipsis": ["String.localized(\"menu_more_options\")", ""]]
        full.roundViews = [
            "GaugeView": "clips itself to a circle (layer.cornerRadius = bounds.width / 2, clipsToBounds)"
        ]
        full.representableUpdates = ["SliderView.setTitle": "Slider.updateUIView"]
        full.textViewProperties = ["PromoBannerView.titleView": "UILabel"]
        full.macOnlyUses = ["CompletionRow"]
        full.debugOnlyUses = ["FrameRateLabel"]
        (full.textBesideUses, full.toolbarUses) = (["Thumbnail"], ["RefreshButton"])
        full.focusCallbacks = ["didTap": true, "onCommit": false]
        full.parameterLabellers = ["ReaderScreen.setupAccessibility(forSidebarButton:)"]
        full.handedText = ["ContentToggle": true, "Disclosure": false]
        full.stringLookup = StringLookup(kind: .nsLocalizedString, bundle: ".module").encoded
        full.caseKeyedLookups = ["rmbLocalized|removeButton", "Strings.localized|done"]
        full.looksUpLiteralKeys = true
        #expect(FileIndexEntry(encoded: full.encoded()) == full)
        #expect(full.encoded() == full.encoded())
        // A field added to the entry must be added to the codec too (and to the entry above).
        #expect(Mirror(reflecting: full).children.count == 37)
        #expect(Mirror(reflecting: facts).children.count == 18)
        #expect(Mirror(reflecting: member).children.count == 12)
    }

    /// A type's stored alt text: the best-ranked `String` property named as one, `?` when optional;
    /// a computed `description` is no alt text.
    @Test func storedAltTextOfATypeIsKnown() {
        let index = index(
            """
            final class PhotoAttachment {
                let caption: String
                let description: String?
            }
            struct Slide {
                var altText: String?
            }
            struct Tag: CustomStringConvertible {
                var description: String { "tag" }
            }
            """)
        #expect(index.altTextProperty(ofType: "PhotoAttachment") == "caption")
        #expect(index.altTextProperty(ofType: "Slide") == "altText?")
        #expect(index.altTextProperty(ofType: "Tag") == nil)
    }

    /// Labels of image-only UIKit buttons, by kind and image: words every label agrees on are a
    /// fact; labels that disagree, or that are no fixed words, are none.
    @Test func projectButtonLabelsByImage() throws {
        let index = index(
            """
            import UIKit
            final class A: UIViewController {
                func one() {
                    let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
                    more.accessibilityLabel = String.localized("menu_more_options")
                    let load = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: self, action: #selector(load))
                    load.accessibilityLabel = String.localized("load_remote_content")
                    let trash = UIBarButtonItem(image: UIImage(systemName: "trash"), menu: menu)
                    trash.accessibilityLabel = title
                }
            }
            """,
            """
            import UIKit
            final class B: UIViewController {
                func two() {
                    let options = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
                    options.accessibilityLabel = String.localized("menu_more_options")
                    let close = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(close))
                    close.accessibilityLabel = "Close"
                    let other = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: #selector(close))
                    other.accessibilityLabel = "Dismiss"
                }
            }
            """)
        let menuWords = index.buttonLabel(forImage: "menu systemName:ellipsis")
        #expect(menuWords == "String.localized(\"menu_more_options\")")
        let actionWords = index.buttonLabel(forImage: "action systemName:ellipsis")
        #expect(actionWords == "String.localized(\"load_remote_content\")")
        #expect(index.buttonLabel(forImage: "menu systemName:trash") == nil)
        #expect(index.buttonLabel(forImage: "action systemName:xmark") == nil)
    }

    /// A wrapper in one file, its enum's symbol map in another: the index joins them. A switch
    /// that gives titles is no symbol map.
    @Test func projectIconWrappersResolveToTheirSymbols() throws {
        let index = index(
            """
            enum Icon: String {
                case share = "square.and.arrow.up"
                case remove

                var title: String {
                    switch self {
                    case .share: "Share"
                    case .remove: "Delete"
                    }
                }
            }
            """,
            """
            extension Image {
                init(icon: Icon) { self.init(systemName: icon.rawValue) }
                init(caption: String) { self.init(systemName: caption) }
            }
            """)
        let wrapper = try #require(index.iconInitializers.first)
        #expect(index.iconInitializers.count == 1)
        #expect(wrapper.signature == "Image(icon:)")
        #expect(wrapper.symbols == ["share": "square.and.arrow.up"])
    }
    /// A button style's padding counts once something fills it; a minimum frame counts as is; a
    /// style that pads nothing tappable grows nothing.
    @Test func buttonStylesRecordHowTheyGrowTheirLabel() {
        let index = index(
            """
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background { Capsule().fill(.tint) }
                }
            }
            struct Sized: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())
                }
            }
            struct Hollow: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(12) }
            }
            """)
        #expect(index.growth(ofButtonStyle: "Pill") == StyleGrowth(width: 24, height: 12))
        #expect(index.growth(ofButtonStyle: "Sized") == StyleGrowth(minWidth: 44, minHeight: 44))
        #expect(index.growth(ofButtonStyle: "Hollow") == nil)
        #expect(index.growth(ofButtonStyle: "Missing") == nil)
    }
}
