import A11yFixSyntax
import SwiftSyntax

/// The app's own name as the code states it: the targets compiling the file, a widget's
/// `.configurationDisplayName("Trio")`, the `App` type's name (`GalleryApp` → "Gallery").
///
/// An asset named exactly that (`Image("eul")` in the app eul) already reads as the app's name, so
/// it needs no finding; a widget's or complication's icon drawn alone (`Image("ComplicationIcon")`)
/// shows the app, so the widget's display name is its label (judged on unseen apps).
enum AppNameImage {
    /// Whether `asset` spells one of the app's names (case, spaces and dashes aside).
    static func isAppName(_ asset: String, in file: SourceFile, context: TransformContext) -> Bool {
        let key = squashed(asset)
        guard !key.isEmpty else { return false }
        let targets = Array(context.compilingTargets)
        let names =
            targets + targets.compactMap(appName(ofExtension:)) + displayNames(in: file) + appTypeNames(in: file)
        return names.contains { squashed($0) == key }
    }

    /// Words an extension's or companion's target adds to its app's name (`OctoWidget14Extension`,
    /// `Octo Watch`), and numbers.
    static let extensionWords: Set<String> = [
        "widget", "widgets", "extension", "intent", "intents", "watch", "tv", "notification", "service", "content",
        "share", "today", "ui", "complication", "complications", "clip", "live", "activity", "activities",
    ]

    /// The app's name an extension's target starts with (`OctoWidget14Extension` → "Octo"), when
    /// the words after it are only extension words and numbers.
    static func appName(ofExtension target: String) -> String? {
        let words = ReadableName.words(of: target)
        guard
            let cut = words.lastIndex(where: { word in
                !extensionWords.contains(word.lowercased()) && !word.allSatisfy(\.isNumber)
            }), cut < words.count - 1
        else { return nil }
        return words[...cut].joined(separator: " ")
    }

    /// The display name of the one widget this file configures, for an icon asset (`ComplicationIcon`,
    /// `WidgetLogo`) that is all a view of the file draws, or all one branch of its `switch` draws.
    static func widgetLabel(for asset: String, chain: ModifierChain, in file: SourceFile) -> String? {
        let words = ReadableName.words(of: asset).map { $0.lowercased() }
        guard words.contains(where: ["icon", "logo", "complication", "app"].contains),
            isAllOfItsView(chain)
        else { return nil }
        let names = Set(displayNames(in: file))
        return names.count == 1 ? names.first : nil
    }

    /// `.configurationDisplayName("Trio")` with a plain literal, anywhere in the file.
    static func displayNames(in file: SourceFile) -> [String] {
        file.memoized("AppNameImage.displayNames") {
            guard file.containsText("configurationDisplayName") else { return [] }
            return file.functionCalls.compactMap { call in
                guard
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        == "configurationDisplayName",
                    let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                    literal.segments.count == 1, let text = literal.representedLiteralValue, !text.isEmpty
                else { return nil }
                return text
            }
        }
    }

    /// `struct GalleryApp: App` → "Gallery": the name the type gives the app.
    private static func appTypeNames(in file: SourceFile) -> [String] {
        file.memoized("AppNameImage.appTypes") {
            guard file.containsText(": App") else { return [] }
            return file.tree.statements.compactMap { item in
                guard let type = item.item.as(StructDeclSyntax.self),
                    type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "App" }) == true
                else { return nil }
                let name = type.name.text
                return name.hasSuffix("App") && name.count > 3 ? String(name.dropLast(3)) : name
            }
        }
    }

    /// The image is the one statement of a `body`, or of a `case` of a `switch` that is all a body holds.
    private static func isAllOfItsView(_ chain: ModifierChain) -> Bool {
        guard let list = chain.outermost.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else {
            return false
        }
        if list.parent?.is(SwitchCaseSyntax.self) == true { return true }
        guard let accessor = list.parent?.as(AccessorBlockSyntax.self) else { return false }
        return accessor.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedText == "body"
    }

    private static func squashed(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
