// The `transc` executable: hands the process's arguments to the driver and writes what it returns.
import Foundation
import TransDriver

let arguments = Array(CommandLine.arguments.dropFirst())
if Driver.isLanguageServer(arguments) {
    // The language server replies as messages arrive; a closed pipe ends it through a failed
    // write rather than SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    exit(Driver.serveLanguageServer().rawValue)
}
let driver = Driver(
    environment: ProcessInfo.processInfo.environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
    readStandardInput: Driver.readProcessStandardInput)
let result = driver.run(arguments)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
