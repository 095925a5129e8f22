import Testing

@testable import MockSixGenerator

/// Checks which names of a type start a path and which follow a dot, as the speller reads them.
@Suite struct NameRoleTests {
  private func text(_ spelling: String) -> SymbolGraph.Fragment {
    SymbolGraph.Fragment(kind: "text", spelling: spelling)
  }

  private func name(_ spelling: String, _ id: String? = nil) -> SymbolGraph.Fragment {
    SymbolGraph.Fragment(kind: "typeIdentifier", spelling: spelling, preciseIdentifier: id)
  }

  private func fragment(_ kind: String, _ spelling: String, _ id: String? = nil)
    -> SymbolGraph.Fragment
  {
    SymbolGraph.Fragment(kind: kind, spelling: spelling, preciseIdentifier: id)
  }

  /// Types of each shape, for the checks that compare the shape's roles with the parser's reading.
  private var types: [TypeReference] {
    [
      TypeReference([
        name("Outer", "s:1M5OuterV"), text("."), name("Inner", "s:1M5OuterV5InnerV"), text("<"),
        name("Self"), text("."), name("Item", "s:1M1PP4ItemQa"), text(">"),
      ]),
      TypeReference([
        fragment("attribute", "@"), fragment("attribute", "MainActor", "s:ScM"), text(" "),
        fragment("attribute", "@Sendable"), text(" ("), name("Outer", "s:1M5OuterV"), text("."),
        name("Inner", "s:1M5OuterV5InnerV"), text(") "), fragment("keyword", "throws"),
        text("("), name("Failure", "s:1M7FailureO"), text(") -> ["), name("String", "s:SS"),
        text(" : "), name("Int", "s:Si"), text("]?"),
      ]),
      TypeReference([
        text("("), fragment("keyword", "inout"), text(" "), name("Outer", "s:1M5OuterV"),
        text("."), name("Inner", "s:1M5OuterV5InnerV"), text(", "), fragment("keyword", "any"),
        text(" "), name("P", "s:1M1PP"), text(" & "), name("Q", "s:1M1QP"), text(") -> "),
        name("Self"), text(".Type"),
      ]),
    ]
  }

  @Test func aPathsFirstNameStartsItAndTheNamesAfterDotsFollow() {
    #expect(types[0].nameRoles == [.first, .member, .first, .member])
  }

  @Test func attributesAndTheTypesOfAFunctionStartTheirOwnPaths() {
    // `@`, `MainActor`, `@Sendable`; `Outer.Inner`; the typed error; the key and the value.
    #expect(
      types[1].nameRoles == [.first, .first, .first, .first, .member, .first, .first, .first])
  }

  @Test func aVerbatimParameterIsReadAsPathsOfNames() {
    guard case .function(let function) = types[2].shape,
      case .verbatim = function.parameters[0].shape
    else {
      Issue.record("not a function with a verbatim parameter: \(types[2].shape)")
      return
    }
    #expect(types[2].nameRoles == [.first, .member, .first, .first, .first])
  }

  @Test func theShapeAndTheParsersReadingOfPathsAgree() {
    for type in types {
      #expect(type.nameRoles == TypeParser.nameRoles(in: type.fragments), "\(type.text)")
    }
  }

  @Test func aWhereClauseIsReadAsPathsOfNames() {
    let whereClause = [
      name("Self"), text("."), name("Element", "s:1M1PP7ElementQa"), text(" == "),
      name("Outer", "s:1M5OuterV"), text("."), name("Inner", "s:1M5OuterV5InnerV"), text(", "),
      name("T"), text(": "), name("Equatable", "s:SQ"),
    ]
    #expect(
      TypeParser.nameRoles(in: whereClause) == [.first, .member, .first, .member, .first, .first])
  }
}
