// The text of `transc --help` and `transc help COMMAND`.

/// Help pages, written to standard output.
enum HelpText {
    /// `transc --version`.
    static let version = "transc 0.1.0\n"

    /// The page for `command`, or the overview when nil.
    static func page(for command: CommandName?) -> String {
        switch command {
        case nil: overview
        case .compile: compile
        case .check: check
        case .fmt: fmt
        case .preview: preview
        case .lsp: lsp
        }
    }

    private static let overview = """
        usage: transc COMMAND [OPTIONS] FILE…

        compiles .trans transitions to UIKit Swift

        commands:
          compile   emit \(emitSummaries), for each file
          check     report the errors and warnings in each file
          fmt       print, check or rewrite files in the standard layout
          preview   write an HTML page that plays each transition of a file
          lsp       serve editors over the Language Server Protocol
          help      show the options of a command: transc help COMMAND

        options:
          -h, --help    show this help
          --version     show the version

        FILE may be '-' for standard input; '--' ends options.

        exit status: 0 success (warnings allowed), 1 the input has errors, a --verify
        mismatch or a file fmt --check would reformat, 2 usage error, unreadable input or
        unwritable output

        """

    private static let check = """
        usage: transc check FILE… [--verify] [--diagnostics pretty|llvm|json]
                                  [--deployment-target V] [-j N]

        report the errors and warnings in each FILE without emitting anything

        options:
          --verify                 match diagnostics against the file's annotations
                                   (// expected-error {{…}}, expected-warning, expected-note,
                                   @+N/@-N line offsets, an optional count); print only mismatches
          --diagnostics FORMAT     pretty (default), llvm (first lines only) or json (one object a line)
          --deployment-target V    the oldest iOS to support, such as 15.0 (default) or 17.2
          -j N                     check N files at once, 1 to 256 (default: the core count),
                                   or one file's transitions on N threads (never more than the
                                   cores); the output is the same for any N
          -h, --help               show this help

        """

    private static let compile = """
        usage: transc compile FILE… [--emit \(emitNames)] [--format json|csv] [-o PATH]
                                    [--fps N] [--container WxH] [--keyboard-height N] [--reduce-motion]
                                    [--deployment-target V]
                                    [--diagnostics pretty|llvm|json] [--uikit apple|model] [-j N]

        emit \(emitSummaries), for each FILE; a file with errors emits nothing

        options:
          --emit KIND              \(emitChoices)
          --format FORMAT          the timeline's layout: json (default) or csv
          -o PATH                  a file (one input), or an existing directory or a PATH ending
                                   in '/' (one output per input, card.trans → card.swift,
                                   card.timeline.json); default: standard output
          --fps N                  timeline samples per second, 1 to 1000 (default 60); timeline only
          --container WxH          the container size in points (default 393x852); timeline only
          --safe-area T,L,B,R      the container's safe-area insets in points (default 59,0,34,0:
                                   an iPhone 15 in portrait); timeline only
          --content-size WxH       the presented controller's content size 'content' reads
                                   (default: the container's width x 400); timeline only
          --keyboard-height N      the keyboard height in points that 'keyboard:' avoidance is
                                   evaluated at (default 336); timeline only
          --reduce-motion          the variant that runs with Reduce Motion on; timeline only
          --deployment-target V    the oldest iOS to support, 15.0 (default) or later, such as 17.2
          --diagnostics FORMAT     pretty (default), llvm or json
          --uikit KIND             apple (default), or model: the behavioural UIKit model on
                                   Linux, whose target-action needs no Objective-C; Swift only
          -j N                     compile N files at once, 1 to 256 (default: the core count),
                                   or check and print one file's transitions on N threads (never
                                   more than the cores); the output is the same for any N
          -h, --help               show this help

        """

    private static let preview = """
        usage: transc preview FILE [-o PATH] [--format html|svg] [--fps N] [--container WxH]
                                   [--reduce-motion] [--deployment-target V] [--diagnostics pretty|llvm|json]

        write one self-contained HTML page that plays each transition of FILE on a phone-shaped
        stage, with buttons, a scrubber, speeds, a plot per track and its resolved numbers; or,
        with --format svg, a static storyboard; a file with errors writes nothing

        options:
          -o PATH                  a file, or a directory (card.trans → card.preview.html);
                                   default: standard output
          --format FORMAT          html (default): the page; svg: the stage at 0, 25, 50, 75
                                   and 100 % of each phase, and the plots
          --fps N                  timeline samples per second, 1 to 1000 (default 60)
          --container WxH          the container size in points (default 393x852)
          --safe-area T,L,B,R      the container's safe-area insets in points (default 59,0,34,0)
          --content-size WxH       the presented content's size (default: container width x 400)
          --reduce-motion          play the variant that runs with Reduce Motion on
          --deployment-target V    the oldest iOS to support, such as 15.0 (default) or 17.2
          --diagnostics FORMAT     pretty (default), llvm or json
          -h, --help               show this help

        the page takes URL parameters: ?transition=NAME&phase=present|dismiss&t=SECONDS

        """

    private static let fmt = """
        usage: transc fmt FILE… [--check | --write]

        lay out each FILE in the standard layout (docs/formatting.md); only whitespace, line
        breaks and separating commas change. A file with syntax errors is reported and left as is.
        Without an option, the one FILE (or '-') is printed formatted to standard output.

        options:
          --check       name each file that is not formatted ('FILE: needs formatting' on
                        standard error) and exit 1 if there is one; change nothing
          --write       rewrite each file that is not formatted, in place and whole;
                        formatted files are not touched
          -h, --help    show this help

        """

    private static let lsp = """
        usage: transc lsp

        serve editors over the Language Server Protocol (docs/language-server.md): messages
        framed with Content-Length on standard input, replies on standard output. Publishes
        every diagnostic of each open .trans document as it changes, and formats documents.

        exit status: 0 after the editor's 'shutdown' then 'exit', 1 when it exits (or standard
        input ends) without 'shutdown'

        options:
          -h, --help    show this help

        """

    /// The `--emit` values as the usage line writes them: `swift|timeline`.
    private static var emitNames: String { EmitKind.allCases.map(\.rawValue).joined(separator: "|") }

    /// The `--emit` values as the option's line lists them, the default first:
    /// `swift (default) or timeline`.
    private static var emitChoices: String {
        let names = EmitKind.allCases.map(\.rawValue)
        return "\(names[0]) (default)" + names.dropFirst().dropLast().map { ", \($0)" }.joined() + " or \(names.last!)"
    }

    /// What each `--emit` value emits, as one phrase: `Swift, or the evaluated timeline`.
    private static var emitSummaries: String {
        let summaries = EmitKind.allCases.map(\.summary)
        return summaries.dropLast().joined(separator: ", ") + ", or " + summaries.last!
    }
}
