import Foundation

/// This test binary, run again in a child process, for tests of what a whole test run reports.
enum TestBinary {
  /// The environment variable that lets the fixtures of end-to-end tests run; they skip without.
  static let fixturesVariable = "MOCKSIX_RUN_END_TO_END_FIXTURES"

  /// Whether this process is a child that runs end-to-end fixtures.
  static var runsFixtures: Bool {
    ProcessInfo.processInfo.environment[fixturesVariable] == "1"
  }

  /// What a child run printed, and how it ended.
  struct Run {
    var output: String
    var status: Int32
  }

  /// Runs this binary's tests named by `arguments` (a filter, the testing library), with the
  /// end-to-end fixtures enabled.
  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .resolvingSymlinksInPath()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment[fixturesVariable] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(output: output, status: process.terminationStatus)
  }
}
