import Foundation
import MockSixGenerator
import Testing

@Suite struct SymbolGraphLoaderTests {
  private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "mocksix-gen-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func loadsAModuleFromADirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/Fixture", withIntermediateDirectories: true)
    try fixtureSymbolGraphJSON.write(
      toFile: directory + "/Fixture/Fixture.symbols.json", atomically: true, encoding: .utf8)
    try "{}".write(
      toFile: directory + "/Fixture/Fixture@Swift.symbols.json", atomically: true,
      encoding: .utf8)
    let graph = try SymbolGraphLoader.load(module: "Fixture", from: directory)
    #expect(graph.module.name == "Fixture")
    #expect(throws: GeneratorError.unknownModule("Other", available: ["Fixture"])) {
      try SymbolGraphLoader.load(module: "Other", from: directory)
    }
  }

  @Test func missingInputIsAnError() {
    #expect(
      throws: GeneratorError.unreadableInput(
        path: "/no/such/dir", reason: "no such file or directory")
    ) {
      try SymbolGraphLoader.load(module: "Fixture", from: "/no/such/dir")
    }
  }

  @Test func invalidJSONIsAnError() throws {
    let error = #expect(throws: GeneratorError.self) {
      try SymbolGraphLoader.decode(Data(#"{"module": {"name": "X"}}"#.utf8), path: "x.json")
    }
    guard case .invalidSymbolGraph(let path, let reason) = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(path == "x.json")
    #expect(reason.contains("symbols"))
  }

  @Test func errorMessagesAreReadable() {
    #expect(
      GeneratorError.unknownModule("Car", available: ["A", "B"]).description
        == "no symbol graph for module 'Car' (modules found: A, B)")
    #expect(
      GeneratorError.unknownProtocols(["P"], available: []).description
        == "unknown protocol(s) P (protocols found: none)")
  }
}
