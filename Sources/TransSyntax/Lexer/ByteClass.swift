// What each byte can begin or continue, read from a table of 256 entries.

/// The lexer's class of a byte: which token it can begin, and whether it continues a name. One
/// table load per byte, where a chain of range comparisons took several (`docs/performance.md`,
/// "Tenth round: the lexer").
enum ByteClass: UInt8 {
    /// `a`–`z`, `A`–`Z` and `_`: begin a name, and continue one.
    case letter
    /// `0`–`9`: begin a number, and continue a name.
    case digit
    /// Space, tab and form feed.
    case blank
    /// Line feed and carriage return.
    case lineBreak
    /// `"`, which opens a string.
    case quote
    /// `#`, which opens a hex color.
    case hash
    /// `{ } ( ) : , + *`: a token of one byte, whatever follows. A class each, so the dispatch on
    /// the class names the token: a second dispatch, on the byte, cost as much as the first.
    case leftBrace, rightBrace, leftParen, rightParen, colon, comma, plus, star
    /// `/ . - =`: a token of one byte, unless the next byte makes `//`, `/*`, `.5`, `->` or `=>`.
    case symbol
    /// Anything else: NUL and the other controls, the ASCII the language lacks, and every byte from 0x80 up.
    case other

    /// The class of `byte`.
    static func of(_ byte: UInt8) -> ByteClass { table[Int(byte)] }

    /// Whether a byte of this class continues a name (`isIdentifierByte`).
    var continuesIdentifier: Bool { self == .letter || self == .digit }

    /// Every byte's class, by value; the comment after each row gives its first byte in hex and
    /// its characters. A literal, so the compiler lays the table out in the binary: no
    /// initialisation check at each read.
    private static let table: [ByteClass] = [
        .other, .other, .other, .other, .other, .other, .other, .other,  // 00 ········
        .other, .blank, .lineBreak, .other, .blank, .lineBreak, .other, .other,  // 08 ·⇥↵·␌␍··
        .other, .other, .other, .other, .other, .other, .other, .other,  // 10 ········
        .other, .other, .other, .other, .other, .other, .other, .other,  // 18 ········
        .blank, .other, .quote, .hash, .other, .other, .other, .other,  // 20 ␠!"#$%&'
        .leftParen, .rightParen, .star, .plus, .comma, .symbol, .symbol, .symbol,  // 28 ()*+,-./
        .digit, .digit, .digit, .digit, .digit, .digit, .digit, .digit,  // 30 01234567
        .digit, .digit, .colon, .other, .other, .symbol, .other, .other,  // 38 89:;<=>?
        .other, .letter, .letter, .letter, .letter, .letter, .letter, .letter,  // 40 @ABCDEFG
        .letter, .letter, .letter, .letter, .letter, .letter, .letter, .letter,  // 48 HIJKLMNO
        .letter, .letter, .letter, .letter, .letter, .letter, .letter, .letter,  // 50 PQRSTUVW
        .letter, .letter, .letter, .other, .other, .other, .other, .letter,  // 58 XYZ[\]^_
        .other, .letter, .letter, .letter, .letter, .letter, .letter, .letter,  // 60 `abcdefg
        .letter, .letter, .letter, .letter, .letter, .letter, .letter, .letter,  // 68 hijklmno
        .letter, .letter, .letter, .letter, .letter, .letter, .letter, .letter,  // 70 pqrstuvw
        .letter, .letter, .letter, .leftBrace, .other, .rightBrace, .other, .other,  // 78 xyz{|}~·
        .other, .other, .other, .other, .other, .other, .other, .other,  // 80 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // 88 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // 90 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // 98 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // A0 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // A8 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // B0 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // B8 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // C0 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // C8 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // D0 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // D8 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // E0 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // E8 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // F0 UTF-8
        .other, .other, .other, .other, .other, .other, .other, .other,  // F8 UTF-8
    ]
}
