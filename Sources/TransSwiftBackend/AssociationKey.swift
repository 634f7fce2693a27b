// The key both interactions (the dismissal's and the presentation's) are associated with
// their view under: printed once here so the two attachments cannot drift apart.

extension CodePrinter {
    /// `private static var key`: the address of `type`'s metadata, unique per class, for
    /// `objc_setAssociatedObject` / `objc_getAssociatedObject`.
    mutating func printAssociationKey(of type: String) {
        line("/// The association key: the address of this class's metadata.")
        block("private static var key: UnsafeRawPointer") { printer in
            printer.line("let address: UInt = UInt(bitPattern: ObjectIdentifier(\(type).self))")
            printer.line("return UnsafeRawPointer(bitPattern: address)!")
        }
    }
}
