// `transc fmt FILE… [--check | --write]`, validated: which files, and what to do with each.

/// What `fmt` does with each file's formatted text.
enum FormatMode: Equatable {
    /// Print it to standard output (one file only).
    case print
    /// Name each file that is not formatted, and fail if there is one.
    case check
    /// Rewrite each file that is not formatted, in place.
    case write
}

/// `transc fmt`.
struct FormatRequest: Equatable {
    /// Paths as the user gave them; `-` is standard input.
    var files: [String]
    var mode: FormatMode

    /// Validates `fmt`'s files and options: `--check` and `--write` exclude each other, printing
    /// takes one file, and standard input cannot be rewritten.
    init(files: [String], values: [Option: String]) throws(UsageError) {
        self.files = files
        switch (values[.check] != nil, values[.write] != nil) {
        case (true, true): throw UsageError("'--check' and '--write' cannot be combined", command: .fmt)
        case (true, false): mode = .check
        case (false, true): mode = .write
        case (false, false): mode = .print
        }
        if mode == .print, files.count > 1 {
            throw UsageError("formatting several files needs '--check' or '--write'", command: .fmt)
        }
        if mode == .write, files.contains("-") {
            throw UsageError("'--write' cannot rewrite standard input", command: .fmt)
        }
    }
}
