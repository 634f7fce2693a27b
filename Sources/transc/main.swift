// The `transc` executable: hands the process's arguments to the driver and writes what it returns.
import Foundation
import TransDriver

let driver = Driver(
    environment: ProcessInfo.processInfo.environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
    readStandardInput: Driver.readProcessStandardInput)
let result = driver.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
