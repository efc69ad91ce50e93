/// The comment every inferred text carries, so a person reviews it.
package enum VerifyMarker {
    package static let comment = "// [VERIFY] confirm label matches intent"
}
