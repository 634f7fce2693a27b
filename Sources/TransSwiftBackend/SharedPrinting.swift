// The shared printer and number spelling (TransBackend) under the names every generator uses.
import TransBackend

/// The printer of `TransBackend`: one name for the whole module, so a generator needs no import
/// of its own to print.
typealias CodePrinter = TransBackend.CodePrinter

/// Swift's number literals, spelled by `TransBackend` for any backend.
typealias NumberLiteral = TransBackend.NumberLiteral
