extension ProjectIndex {
    /// Whether setting a property of this name, in an AppKit animation group, only fades or
    /// recolours: every member of the name that animates through `animator()` (in its `didSet`)
    /// changes only what stays in place, and one does.
    public func onlyFadesThroughAnimator(whenSetting name: String) -> Bool {
        let members = animatorChanges(whenSetting: name)
        return !members.isEmpty
            && members.allSatisfy { changes in
                changes.allSatisfy {
                    ScreenChange.ofProperty($0).staysInPlace || ScreenChange.ofCall($0)?.staysInPlace == true
                }
            }
    }
}
