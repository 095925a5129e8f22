import Foundation
import MockSixGenerator
import Testing

/// Checks the message mocksix-gen prints for each protocol of DiagnosedCorpus it cannot mock,
/// and the summary of members that trap when called unstubbed.
@Suite struct DiagnosticsTests {
  private static let file = "/Tests/DiagnosedCorpus/Diagnosed.swift"

  private func render() throws -> RenderedMocks {
    try MockRenderer().render(SymbolGraphLoader.decode(Data(diagnosedCorpusGraphJSON.utf8)))
  }

  /// Each skipped protocol, with the message printed for it.
  static let expectedWarnings: [(String, String)] = [
    (
      "Deck",
      "\(file):53:17: warning: skipped protocol Deck: Deck refines Swift.Collection, which a mock "
        + "cannot conform to by itself; write this mock by hand"
    ),
    (
      "Dispatcher",
      "\(file):66:17: warning: skipped protocol Dispatcher: associated type MockMethod has the "
        + "name of the mock's own MockMethod; write this mock by hand"
    ),
    (
      "KeyPair",
      "\(file):23:17: warning: skipped protocol KeyPair: `Self == Self.PublicKey.Pair` ties an "
        + "associated type to Self, which a generic mock cannot express; write this mock by hand"
    ),
    (
      "NamedAndNumbered",
      "\(file):20:17: warning: skipped protocol NamedAndNumbered: Named requires `var name: "
        + "String { get }` and Numbered requires `var name: Int { get }`: no type can have both "
        + "properties; write this mock by hand"
    ),
    (
      "Screen",
      "\(file):60:17: warning: skipped protocol Screen: Screen refines Actor and is isolated to "
        + "a global actor; write this mock by hand"
    ),
    (
      "SealedDelegate",
      "\(file):41:17: warning: skipped protocol SealedDelegate: SealedDelegate requires a "
        + "subclass of Sealed, which is final; write this mock by hand"
    ),
    (
      "Vending",
      "\(file):74:17: warning: skipped protocol Vending: `func vend<T>() -> T where T : "
        + "~Copyable` returns a value that may be noncopyable, which a mock cannot make; write "
        + "this mock by hand"
    ),
    (
      "Worker",
      "\(file):47:17: warning: skipped protocol Worker: Worker requires a subclass of "
        + "Foundation.Thread, whose declaration is not in the symbol graphs read; pass its "
        + "module's graph with --symbol-graph (generate-mocks extracts it from the build, and "
        + "says above why it could not), or write this mock by hand"
    ),
  ]

  @Test(arguments: expectedWarnings)
  func unmockableProtocolIsSkippedWithAWarning(protocolName: String, expected: String) throws {
    let rendered = try render()
    let diagnostic = try #require(rendered.diagnostics.first { $0.protocolName == protocolName })
    #expect(diagnostic.description == expected)
    #expect(diagnostic.severity == .warning)
    #expect(!rendered.mockNames.contains("Mock" + protocolName))
    #expect(rendered.source.contains("// mocksix-gen: skipped protocol \(protocolName): "))
  }

  @Test func everyProtocolGetsAMockOrAWarning() throws {
    let rendered = try render()
    #expect(rendered.diagnostics.map(\.protocolName) == Self.expectedWarnings.map(\.0).sorted())
    #expect(rendered.mockNames == ["MockNamed", "MockNumbered", "MockPublicKey", "MockRegistry"])
  }

  @Test func membersThatTrapAreListed() throws {
    let rendered = try render()
    #expect(rendered.valueReturningMemberCount == 5)
    // NB: `Handle` is a struct, which MockSix makes from its stored properties when it can.
    #expect(rendered.unstubbedTraps.isEmpty)
    #expect(
      rendered.typeDependentMembers.map(\.description) == [
        "\(Self.file):87:8: note: MockRegistry.handle(for:) may trap when called unstubbed: "
          + "Handle has no accessible initializer, case, static property or static function to "
          + "make one from; MockSix makes a struct from a default for each stored property, unless one holds a "
          + "class, a closure or a value it cannot make; stub it, or give the mock a default "
          + "with setDefault(_:)",
        "\(Self.file):89:8: note: MockRegistry.value(for:) traps when called unstubbed unless T "
          + "has a default (MockDefault, CaseIterable or Decodable); stub it, or give the mock a "
          + "default with setDefault(_:)",
      ])
  }

  @Test func aDiagnosticWithoutALocationHasNoPath() {
    let diagnostic = GeneratorDiagnostic(protocolName: "P", message: "skipped protocol P: why")
    #expect(diagnostic.description == "warning: skipped protocol P: why")
  }
}
