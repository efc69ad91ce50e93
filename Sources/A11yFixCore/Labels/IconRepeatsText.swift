import A11yFixSyntax
import SwiftSyntax

/// Icons beside their text whose meaning the text already states, so VoiceOver reading both says
/// it twice: a status mark beside the status ("Copied!", "Safety reminder"), a live dot beside
/// "LIVE", the bullets of a list, an arrow that only indents a nested row. `image-decorative`
/// hides them. An icon that says something the text does not (a lock, a star count, a checkmark
/// beside a plain title) is none of these.
enum IconRepeatsText {
    enum Kind {
        case statusSaid(String)
        case bullet
        case indentArrow
        case timeShown
        case dateShown
        case emphasis
        case explainedState
        case colourSwatch
        case namedByHeader(String)
        case caseNamed(String)

        /// Why hiding it loses nothing, for the fix's summary.
        var why: String {
            switch self {
            case let .statusSaid(word): "its text says \"\(word)\" already"
            case .bullet: "a list bullet"
            case .indentArrow: "an arrow that only indents a nested row"
            case .timeShown: "a clock beside the time its text shows"
            case .dateShown: "a calendar beside the date its text shows"
            case .emphasis: "a warning mark that only draws the eye to the heading or sentence beside it"
            case .explainedState: "a lock or shield beside the sentence that explains it"
            case .colourSwatch: "a colour swatch (a legend's dot) beside the words it marks"
            case let .namedByHeader(header): "the section's header \"\(header)\" says what each row's icon shows"
            case let .caseNamed(words): "its text \"\(words)\" names the case of the `switch` it is drawn for"
            }
        }
    }

    /// What the icon `symbol` beside `text` repeats, or nil when it may say more than the text.
    static func kind(
        of symbol: String, beside text: FunctionCallExprSyntax, chain: ModifierChain, in file: SourceFile,
        context: TransformContext
    ) -> Kind? {
        if let word = statusWord(for: symbol, in: text, context: context) { return .statusSaid(word) }
        // `case .active: HStack { Image(systemName: "checkmark.circle.fill"); Text("Active") }`: the
        // words are the state the mark is drawn for, so they say all the mark does.
        if let words = StateCaseText.words(of: text, namingCaseAround: chain.outermost) { return .caseNamed(words) }
        // An empty state's glyph beside the words that say nothing is there.
        if let absence = absenceSaid(in: text) { return .statusSaid(absence) }
        // A tag on each row under "Tags": the header says what every row is.
        if let header = HeaderNamedIcon.header(naming: symbol, around: chain.outermost, context: context) {
            return .namedByHeader(header)
        }
        if indentArrows.contains(symbol) { return .indentArrow }
        if clocks.contains(base(of: symbol)), showsTime(text) { return .timeShown }
        if base(of: symbol) == "calendar", showsDate(text) { return .dateShown }
        if isBulletShape(symbol), isSmallDot(symbol, chain: chain) || isRepeated(symbol, in: file) { return .bullet }
        // Beside a bare number, a mark or a dot may be all that says what it counts.
        guard !ImageDecorative.isBareValue(text) else { return nil }
        // The same mark beside several texts flags each one (a form's fields after a failed submit).
        if base(of: symbol) == "exclamationmark", isHeadingOrSentence(text), !isRepeated(symbol, in: file) {
            return .emphasis
        }
        // A lock beside "A session is active. Stop it before editing.": the sentence says why it is locked.
        if ["lock", "shield"].contains(where: symbol.split(separator: ".").map(String.init).contains),
            isSentence(text)
        {
            return .explainedState
        }
        if isColourSwatch(symbol, chain: chain, in: file) { return .colourSwatch }
        // `→ GPU 0` in each row of a list: an arrow leading a row's only text is its bullet.
        if leadingArrows.contains(symbol), chain.outermost.position < text.position { return .bullet }
        return nil
    }

    /// Arrows that lead a row's text as a list's bullet; between two texts an arrow says "to", and
    /// is not one of these.
    static let leadingArrows: Set<String> = [
        "arrow.right", "arrow.forward", "arrowtriangle.right", "arrowtriangle.right.fill", "arrow.right.circle",
        "arrow.right.circle.fill",
    ]

    /// Words written in the code that make a sentence: four or more ending as one does (`"A session is
    /// active. Stop it before editing."`). They explain the state a lock beside them shows (judged on
    /// unseen apps). A title ("Journal", "Private Notes") says less: the lock may be all that says it is locked.
    static func isSentence(_ text: FunctionCallExprSyntax) -> Bool {
        guard ImageDecorative.isFixedWords(text), let first = text.arguments.first,
            let phrase = LabelText.writtenWords(first.expression)?.phrase
        else { return false }
        let words = phrase.split { !$0.isLetter && $0 != "'" }.filter { $0.contains(where: \.isLetter) }
        return words.count >= 4 && (phrase.last.map { ".!".contains($0) } ?? false)
    }

    /// Words written in the code that make a heading or a sentence: four or more (`"Give Apple Health
    /// Write Permissions"`), or three or more ending as a sentence does (`"To stay safe, we recommend:"`).
    /// They say what the warning is about; a warning mark beside them only draws the eye (judged on unseen
    /// apps). A name (`"Sync"`, `"Steps to reproduce"`) may be what the mark says is failing: reported.
    static func isHeadingOrSentence(_ text: FunctionCallExprSyntax) -> Bool {
        guard ImageDecorative.isFixedWords(text), let first = text.arguments.first,
            let phrase = LabelText.writtenWords(first.expression)?.phrase
        else { return false }
        let words = phrase.split { !$0.isLetter && $0 != "'" }.filter { $0.contains(where: \.isLetter) }
        let endsAsSentence = phrase.last.map { ":!.".contains($0) } ?? false
        return words.count >= 4 || words.count >= 3 && endsAsSentence
    }

    /// A filled plain shape (`circle.fill`, `square.fill`) tinted by one colour that no state picks: a
    /// value handed in (`color`, `series.color` of a legend's entry), or a literal (`.orange`) in a legend
    /// or beside a chart. It matches the colour of something else on screen (a chart's line), which
    /// VoiceOver cannot show; the words beside it name that thing. A ternary, or a computed tint
    /// (`statusColor`), shows a state: not a swatch; nor does a literal green dot elsewhere, which may.
    static func isColourSwatch(_ symbol: String, chain: ModifierChain, in file: SourceFile) -> Bool {
        guard StateShapeBesideWords.isPlainShape(symbol), symbol.split(separator: ".").contains("fill") else {
            return false
        }
        var tints = chain.modifiers.filter { StateShapeBesideWords.tintModifiers.contains($0.name) }
        // Untinted itself, in a row that tints the dot and its words alike (`HStack { Image(systemName:
        // "circle.fill"); Text(calendar.title) }.foregroundStyle(calendar.color)`).
        if tints.isEmpty, let row = row(holding: chain) {
            tints = ModifierChain(startingAt: row).modifiers.filter {
                StateShapeBesideWords.tintModifiers.contains($0.name)
            }
        }
        guard tints.count == 1, let tint = tints[0].call?.arguments, tint.count == 1,
            var colour = tint.first?.expression
        else { return false }
        // `Color(nsColor: calendar.color)`: the value's colour, bridged.
        if let bridge = colour.as(FunctionCallExprSyntax.self), bridge.calleeName == "Color",
            bridge.arguments.count == 1,
            let label = bridge.arguments.first?.label?.text, ["nsColor", "uiColor", "cgColor"].contains(label)
        {
            colour = bridge.arguments.first!.expression
        }
        if let member = colour.as(MemberAccessExprSyntax.self) {
            // `.orange`, `Color.orange`: a literal colour; `series.color`: a value's own colour.
            if member.base == nil || member.base?.trimmedText == "Color" { return isInLegend(chain, in: file) }
            // `viewModel.selectedCalendarColor`: a colour named for what it belongs to, not for a state.
            let named = member.declName.baseName.text
            let isColourOfThing =
                ReadableName.words(of: named).last.map { ["color", "colour"].contains($0.lowercased()) } == true
                && !isStateName(named)
            return (StateShapeBesideWords.colourNames.contains(named) || isColourOfThing)
                && member.base?.is(DeclReferenceExprSyntax.self) == true
                && !isStateName(member.base!.trimmedText)
        }
        // `color`: handed in, not computed from a state by the type (`private var tint: Color { … }`).
        if let reference = colour.as(DeclReferenceExprSyntax.self) {
            return MemberGetter.body(named: reference.baseName.text, near: colour) == nil
                && !isStateName(reference.baseName.text)
        }
        return false
    }

    /// The stack whose closure holds the image as one of its statements.
    private static func row(holding chain: ModifierChain) -> FunctionCallExprSyntax? {
        guard let closure = chain.outermost.parent?.parent?.parent?.as(ClosureExprSyntax.self),
            let stack = closure.parent?.as(FunctionCallExprSyntax.self), let name = stack.calleeName,
            StateShapeBesideWords.rows.contains(name)
        else { return nil }
        return stack
    }

    /// In a type or function named as a legend or key (`ChartLegend`, `legendItem(label:color:)`), or in a
    /// file that draws a chart.
    private static func isInLegend(_ chain: ModifierChain, in file: SourceFile) -> Bool {
        if file.containsText("Chart(") || file.containsText("Chart {") { return true }
        var node = chain.outermost.parent
        while let current = node {
            let name =
                current.as(FunctionDeclSyntax.self)?.name.text ?? current.as(StructDeclSyntax.self)?.name.text
                ?? current.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText
            if let name, ReadableName.words(of: name).contains(where: { ["legend", "key"].contains($0.lowercased()) }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// `status`, `connectionState`, `statusColor`: named as a state, whose colour says which.
    private static func isStateName(_ name: String) -> Bool {
        ReadableName.words(of: name).contains { ["state", "status", "health", "level"].contains($0.lowercased()) }
    }

    /// Words that state what a status symbol shows, by the symbol's first component.
    static let statusWords: [String: Set<String>] = [
        "exclamationmark": [
            "error", "errors", "warning", "warnings", "failed", "failure", "invalid", "problem", "required",
            "reminder", "caution", "important", "attention", "alert", "danger", "missing", "expired", "deprecated",
            "unsupported", "unavailable", "unreachable", "disconnected", "offline", "unconfigured",
            // A refusal or a stop says what went wrong, as the warning mark does ("Release Rejected").
            "rejected", "denied", "declined", "refused", "blocked", "banned", "suspended", "forbidden", "cancelled",
            "canceled", "unauthorized", "unauthorised", "incompatible", "outdated", "overdue", "exceeded",
            "corrupted", "conflict",
        ],
        "checkmark": [
            "success", "successful", "successfully", "succeeded", "done", "complete", "completed", "installed",
            "verified", "saved", "ready", "selected", "copied", "sent", "added", "synced", "uploaded", "downloaded",
            "connected", "confirmed", "finished", "updated", "subscribed", "purchased", "enabled", "approved",
            "submitted", "accepted", "applied", "granted", "allowed", "authorized", "authorised",
            // "Valid hash", "Code validated": the check the mark shows, said.
            "valid", "validated",
        ],
        // A dot beside "LIVE" or "REC" is the live mark; the word says it.
        "circle": ["live", "rec", "recording", "streaming", "online", "offline"],
        "record": ["live", "rec", "recording"],
        // Radio waves beside "Discovered" or "Nearby": the word says how the device was found.
        "antenna": ["discovered", "nearby", "broadcasting", "wireless", "signal"],
        "lock": [
            "locked", "private", "privacy", "protected", "encrypted", "secure", "security", "password", "passcode",
            // "Premium Feature": the lock says only that it is locked, which the word states.
            "premium",
            // "Administrative Access Required": a sentence about needing rights says what the lock does.
            "access", "admin", "administrative", "administrator", "authentication", "permission", "permissions",
            "credentials", "restricted", "unlock",
        ],
        // A shield beside "Tracking protection" or "Secure connection": the words say it protects.
        "shield": [
            "secure", "security", "protected", "protection", "privacy", "private", "safe", "safety", "blocked",
            "encrypted", "antivirus", "firewall",
        ],
    ]

    /// States a filled dot shows in colour (`circle.fill` tinted green before "3 open now", red before
    /// "All currently reserved"): words that say whether something is open, free or running. Beside
    /// them the dot repeats the status (judged on unseen apps: hide it, it adds nothing). A hollow
    /// shape is a choice's mark, not a status dot: never these.
    static let dotStatusWords: Set<String> = [
        "open", "closed", "available", "unavailable", "reserved", "booked", "full", "busy", "free", "occupied",
        "vacant", "active", "inactive", "pending", "idle", "away", "running", "stopped", "paused", "connected",
        "disconnected", "online", "offline", "enabled", "disabled", "live", "unread",
    ]

    /// The word of `text` that says what `symbol` shows, as whole words of words written in the code,
    /// or of what a looked-up key reads in the project's tables (`"settings_warning".loco()` →
    /// "These settings are for advanced users", and the key's own words).
    static func statusWord(for symbol: String, in text: FunctionCallExprSyntax, context: TransformContext)
        -> String?
    {
        // Every part of the name counts: `lock.shield.fill` is a lock and a shield, `checkmark.shield` a shield too.
        var words = symbol.split(separator: ".").reduce(into: Set<String>()) { words, part in
            words.formUnion(statusWords[String(part)] ?? [])
        }
        if StateShapeBesideWords.isPlainShape(symbol), symbol.split(separator: ".").contains("fill") {
            words.formUnion(dotStatusWords)
        }
        guard !words.isEmpty, let first = text.arguments.first, first.label == nil else { return nil }
        // `Text(error)`, `Text(model.errorMessage)`: a value named as an error message says there is one.
        if base(of: symbol) == "exclamationmark", let word = messageWord(naming: first.expression) { return word }
        // `if let message = model.successMessage { … Text(message) }`: a checkmark beside a value named
        // as a success message says there was one (judged on unseen apps: a toast's checkmark).
        if base(of: symbol) == "checkmark", let word = successWord(naming: first.expression) { return word }
        var phrases = [
            LabelText.writtenWords(first.expression)?.phrase ?? writtenSegments(of: first.expression)
                ?? noteSubject(naming: first.expression)
        ].compactMap { $0 }
        if let key = LookupForm.key(of: first.expression) {
            phrases.append(key)
            if let english = context.index.tableText(forKey: key) { phrases.append(english) }
        }
        let warns = base(of: symbol) == "exclamationmark"
        return phrases.lazy.compactMap { phrase in
            let said = ReadableName.words(of: phrase)
                .flatMap { word in word.split { !$0.isLetter } }
                .map { $0.lowercased() }
            // "Server not configured", "Not signed in": a warning mark beside a negated state says that.
            if warns, let not = said.firstIndex(of: "not"), not + 1 < said.count {
                return "not " + said[not + 1]
            }
            // "Check cannot run", "Unable to connect": a warning mark beside what cannot happen says that.
            if warns, let cannot = said.firstIndex(where: { ["cannot", "unable"].contains($0) }),
                cannot + 1 < said.count
            {
                return said[cannot] + " " + said[cannot + 1]
            }
            if let word = said.first(where: { words.contains($0) }) { return word }
            // "Channels closed", "Upgraded channels!": a checkmark beside words that say an action is
            // done (a past participle, in a phrase of two words or more, none a negation) repeats them.
            if base(of: symbol) == "checkmark", said.count >= 2, !said.contains(where: negations.contains) {
                return said.first(where: isPastParticiple)
            }
            return nil
        }.first
    }

    /// Words that turn what a phrase says around: a checkmark beside them says something else.
    static let negations: Set<String> = ["not", "no", "never", "none", "nothing", "without", "failed", "unable"]

    /// `closed`, `upgraded`: a word of five letters or more ending in `ed`, not `eed` (`speed`, `need`).
    static func isPastParticiple(_ word: String) -> Bool {
        word.count >= 5 && word.hasSuffix("ed") && !word.hasSuffix("eed") && word.allSatisfy(\.isLetter)
    }

    /// The words of a text written in the code that says something is absent (`"No automatic triggers"`,
    /// `"Nothing here yet"`, `"None"`): an empty state, which the icon beside it only illustrates.
    static func absenceSaid(in text: FunctionCallExprSyntax) -> String? {
        guard ImageDecorative.isFixedWords(text), let first = text.arguments.first,
            let phrase = LabelText.writtenWords(first.expression)?.phrase
        else { return nil }
        let said = ReadableName.words(of: phrase).flatMap { $0.split { !$0.isLetter } }.map { $0.lowercased() }
        guard let lead = said.first else { return nil }
        if lead == "no", said.count >= 2 { return "no " + said[1] }
        return ["none", "nothing"].contains(lead) ? lead : nil
    }

    /// The words an interpolated literal writes around its values (`"\(count) open now"` → " open now"):
    /// the code's own words, whatever the values are.
    static func writtenSegments(of expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let words = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return words.contains(where: \.isLetter) ? words : nil
    }

    /// The word naming a shown value as an error or warning message: `error`, `viewModel.errorMessage`,
    /// `error.localizedDescription`. Only a value's own name: a call (`describe(error)`) may say anything.
    static func messageWord(naming expression: ExprSyntax) -> String? {
        let names = valueNames(expression)
        // The shown value is a message (`lastErrorMessage`, `error`), not a count (`errorCount`).
        let messages: Set<String> = [
            "error", "errors", "warning", "warnings", "failure", "message", "description", "reason",
        ]
        guard let shown = names.first.flatMap({ ReadableName.words(of: $0).last?.lowercased() }),
            messages.contains(shown)
        else { return nil }
        let errorWords: Set<String> = ["error", "errors", "warning", "warnings", "failure"]
        if let word = names.flatMap(ReadableName.words(of:)).map({ $0.lowercased() }).first(where: errorWords.contains)
        {
            return word
        }
        // `func errorText(_ message: String)`: a helper named for errors shows its parameter as one.
        guard names.count == 1, let function = expression.ancestor(FunctionDeclSyntax.self),
            function.signature.parameterClause.parameters.contains(where: {
                ($0.secondName ?? $0.firstName).text == names[0]
            })
        else { return nil }
        return ReadableName.words(of: function.name.text).map { $0.lowercased() }.first(where: errorWords.contains)
    }

    /// The word naming a shown value as a success message: `model.successMessage`, or `message` bound
    /// by `if let message = model.successMessage` around the text.
    static func successWord(naming expression: ExprSyntax) -> String? {
        var names = valueNames(expression)
        if names.count == 1, let bound = boundValue(of: names[0], around: expression) { names = valueNames(bound) }
        guard let shown = names.first.flatMap({ ReadableName.words(of: $0).last?.lowercased() }),
            ["message", "text", "description"].contains(shown)
        else { return nil }
        return names.flatMap(ReadableName.words(of:)).map { $0.lowercased() }
            .first { ["success", "succeeded", "confirmation"].contains($0) }
    }

    /// `if let message = model.successMessage` (or `guard let`) around `node`: the value `name` is bound to.
    private static func boundValue(of name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        var current = Syntax(node).parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            var conditions: [ConditionElementListSyntax] = []
            if let branch = candidate.as(IfExprSyntax.self) { conditions.append(branch.conditions) }
            if let list = candidate.as(CodeBlockItemListSyntax.self) {
                conditions += list.compactMap { $0.item.as(GuardStmtSyntax.self)?.conditions }
            }
            for list in conditions {
                for condition in list {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                        let value = binding.initializer?.value
                    else { continue }
                    return value
                }
            }
            current = candidate.parent
        }
        return nil
    }

    /// The names a value is read through, innermost first (`model.successMessage` → successMessage,
    /// model); empty for anything but names and member accesses (a call may say anything).
    private static func valueNames(_ expression: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                current = nil
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return []
            }
        }
        return names
    }

    /// What a shown value named as a note is about: `privacyNote`, `model.securityMessage` → "privacy",
    /// "security". The code's own words for the text, whatever it says at run time.
    static func noteSubject(naming expression: ExprSyntax) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        let notes: Set<String> = ["note", "notice", "message", "text", "hint", "info", "disclaimer", "explanation"]
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        guard words.count >= 2, let last = words.last, notes.contains(last) else { return nil }
        return words.dropLast().joined(separator: " ")
    }

    /// Symbols that mark a time: beside the time itself ("4 AM - 9 PM"), they say nothing more.
    static let clocks: Set<String> = ["clock", "timer", "stopwatch", "alarm", "hourglass"]

    /// Whether `text` shows a time: a timer (`Text(timerInterval:)`), a date drawn as a time
    /// (`Text(date, style: .time)`), or a value whose names say it is one (`item.formattedTimes()`,
    /// `"\(openingHours)"`). A bare count (`"\(count)"`) is not.
    static func showsTime(_ text: FunctionCallExprSyntax) -> Bool {
        if text.argument(labeled: "timerInterval") != nil { return true }
        if text.argument(labeled: "style")?.expression.trimmedText == ".time" { return true }
        guard let first = text.arguments.first, first.label == nil else { return false }
        let timeWords: Set<String> = ["time", "times", "hour", "hours", "duration", "timespan", "schedule"]
        return first.expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind else { return false }
            return ReadableName.words(of: token.text).contains { timeWords.contains($0.lowercased()) }
        }
    }

    /// `Text(event.date, style: .date)`, `Text(scheduledAt.formatted())`, `Text(dueDate, format: .dateTime)`:
    /// a date, by its style or by a name that says it is one. A calendar beside it says "calendar" first,
    /// and nothing the date does not (judged on unseen apps: a scheduled event's date).
    static func showsDate(_ text: FunctionCallExprSyntax) -> Bool {
        if let style = text.argument(labeled: "style")?.expression.trimmedText, [".date", ".relative"].contains(style) {
            return true
        }
        guard let first = text.arguments.first, first.label == nil else { return false }
        let dateWords: Set<String> = ["date", "dates", "day", "days", "scheduled", "deadline", "due", "birthday"]
        return first.expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind else { return false }
            return ReadableName.words(of: token.text).contains { dateWords.contains($0.lowercased()) }
        }
    }

    /// `↳`: marks a row as nested under the one above, which the order already shows.
    static let indentArrows: Set<String> = ["arrow.turn.down.right", "arrow.turn.down.right.circle"]

    /// Shapes used as list bullets: dots, checkmarks, squares, diamonds. Never a warning mark:
    /// repeated beside each field of a form, it flags each one's error.
    static func isBulletShape(_ symbol: String) -> Bool {
        bulletShapes.contains(symbol)
    }

    static let bulletShapes: Set<String> = [
        "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.square", "checkmark.square.fill",
        "circle", "circle.fill", "smallcircle.fill", "circlebadge", "circlebadge.fill", "square", "square.fill",
        "diamond", "diamond.fill",
    ]

    /// A dot drawn at most 8 points wide (`.font(.system(size: 6))`, `.frame(width: 6)`): a bullet.
    static func isSmallDot(_ symbol: String, chain: ModifierChain) -> Bool {
        guard ["circle", "circle.fill", "smallcircle.fill", "circlebadge.fill", "circlebadge"].contains(symbol) else {
            return false
        }
        return chain.modifiers.contains { modifier in
            guard let arguments = modifier.call?.arguments else { return false }
            switch modifier.name {
            case "font":
                guard let size = arguments.first?.expression.as(FunctionCallExprSyntax.self),
                    size.calledExpression.trimmedText == ".system",
                    let points = size.argument(labeled: "size").flatMap({ Double($0.expression.trimmedText) })
                else { return false }
                return points <= 8
            case "frame":
                return arguments.first { $0.label?.text == "width" }
                    .flatMap { Double($0.expression.trimmedText) }.map { $0 <= 8 } ?? false
            default: return false
            }
        }
    }

    /// The same shape beside three or more texts in one file: list bullets.
    static func isRepeated(_ symbol: String, in file: SourceFile) -> Bool {
        file.memoized("IconRepeatsText.bullets.\(symbol)") {
            StandaloneImage.considered(in: file).filter {
                $0.3 == symbol && ImageDecorative.textBesideIcon($0.1.outermost, evenInAccessibleStack: true) != nil
            }.count >= 3
        }
    }

    private static func base(of symbol: String) -> String {
        symbol.split(separator: ".").first.map(String.init) ?? symbol
    }
}
