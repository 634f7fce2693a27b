// Reading and validating the values of options: choices, numbers, sizes and iOS versions.
import TransModel
import TransSyntax

/// The values given to one command's options, read as the types they stand for.
struct OptionValue {
    var command: CommandName
    var values: [Option: String]

    /// The value of a choice option such as `--emit swift|timeline`, or nil when not given.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ option: Option
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let text = values[option] else { return nil }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map { "'\($0.rawValue)'" }
            throw invalid(option, text, "expected " + names.dropLast().joined(separator: ", ") + " or " + names.last!)
        }
        return choice
    }

    /// `--fps`: a whole number from 1 to 1000.
    func fps() throws(UsageError) -> Int? {
        guard let text = values[.fps] else { return nil }
        guard text.allSatisfy(\.isASCIIDigit), let fps = Int(text), (1...1000).contains(fps) else {
            throw invalid(.fps, text, "expected a whole number from 1 to 1000")
        }
        return fps
    }

    /// `-j N`: a whole number of jobs from 1 to 256.
    func jobs() throws(UsageError) -> Int? {
        guard let text = values[.jobs] else { return nil }
        guard text.allSatisfy(\.isASCIIDigit), let jobs = Int(text), (1...256).contains(jobs) else {
            throw invalid(.jobs, text, "expected a whole number of files at once from 1 to 256")
        }
        return jobs
    }

    /// `--container WxH` (or `--content-size WxH`): two positive decimal numbers of points.
    func container(_ option: Option = .container) throws(UsageError) -> (width: Double, height: Double)? {
        guard let text = values[option] else { return nil }
        let sides = text.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Self.positiveDecimal(sides[0]), let height = Self.positiveDecimal(sides[1])
        else {
            throw invalid(
                option, text, "expected WIDTHxHEIGHT in points, such as \(option == .container ? "393x852" : "393x400")"
            )
        }
        return (width, height)
    }

    /// `--safe-area top,left,bottom,right`: four decimal numbers of points, each at least 0.
    func safeArea() throws(UsageError) -> EdgeInsets? {
        guard let text = values[.safeArea] else { return nil }
        let sides = text.split(separator: ",", omittingEmptySubsequences: false).map { side -> Double? in
            side == "0" ? 0 : Self.positiveDecimal(side)
        }
        guard sides.count == 4, let top = sides[0], let left = sides[1], let bottom = sides[2], let right = sides[3]
        else { throw invalid(.safeArea, text, "expected TOP,LEFT,BOTTOM,RIGHT in points, such as 59,0,34,0") }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `--keyboard-height N`: a decimal number of points, 0 or more.
    func keyboardHeight() throws(UsageError) -> Double? {
        guard let text = values[.keyboardHeight] else { return nil }
        guard text == "0" || text == "0.0" || Self.positiveDecimal(text[...]) != nil, let height = Double(text) else {
            throw invalid(.keyboardHeight, text, "expected a number of points, 0 or more, such as 336")
        }
        return height
    }

    /// `--deployment-target`: an iOS version such as `15`, `15.0` or `17.2`.
    func deploymentTarget() throws(UsageError) -> DeploymentTarget? {
        guard let text = values[.deploymentTarget] else { return nil }
        guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let target = DeploymentTarget(parsing: text) else {
            throw invalid(.deploymentTarget, text, "expected an iOS version such as 15.0")
        }
        // The emitted code uses iOS 15 API (`UISheetPresentationController`), so older is refused.
        guard target >= .oldestSupported else {
            throw invalid(.deploymentTarget, text, "the oldest supported iOS is 15.0")
        }
        return target
    }

    private func invalid(_ option: Option, _ text: String, _ expectation: String) -> UsageError {
        UsageError("invalid value '\(text)' for '\(option.rawValue)': \(expectation)", command: command)
    }

    /// `393` or `393.5`: digits with at most one point between them, greater than zero.
    private static func positiveDecimal(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let number = Double(text), number > 0, number.isFinite
        else { return nil }
        return number
    }
}

extension Character {
    /// `0` through `9`, and nothing else that Unicode calls a digit.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
