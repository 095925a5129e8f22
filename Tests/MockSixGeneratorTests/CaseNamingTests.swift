import Testing

@testable import MockSixGenerator

@Suite struct CaseNamingTests {
  private func method(
    _ name: String, _ parameters: [(String, String)] = [], returns: String? = nil,
    isStatic: Bool = false
  ) -> Requirement {
    Requirement(
      kind: .method, isStatic: isStatic, baseName: name,
      parameters: parameters.enumerated().map {
        Parameter(label: $0.element.0, name: "p\($0.offset)", type: type($0.element.1))
      },
      result: returns.map(type), declaration: name, protocolName: "P")
  }

  private func type(_ text: String) -> TypeReference {
    TypeReference([SymbolGraph.Fragment(kind: "text", spelling: text)])
  }

  @Test func overloadsNameOnlyTheTypesThatDiffer() {
    let names = CaseNaming.caseNames(for: [
      method("write", [("_", "NIOAny"), ("promise", "EventLoopPromise<Void>?")]),
      method("write", [("_", "T"), ("promise", "EventLoopPromise<Void>?")]),
    ])
    #expect(names == [["write_promise_NIOAny"], ["write_promise_T"]])
  }

  @Test func uniqueBaseNamesStayShort() {
    let names = CaseNaming.caseNames(for: [method("start"), method("stop", [("_", "Int")])])
    #expect(names == [["start"], ["stop"]])
  }

  @Test func overloadsAddLabelsThenTypes() {
    let names = CaseNaming.caseNames(for: [
      method("setSpeed", [("to", "Float")]),
      method("setSpeed", [("to", "Double")]),
      method("setSpeed", [("to", "Float"), ("in", "Unit")]),
      method("fetch", [("_", "[String]?")]),
      method("fetch", [("id", "Int")]),
    ])
    #expect(
      names == [
        ["setSpeed_to_Float"], ["setSpeed_to_Double"], ["setSpeed_to_in"],
        ["fetch"], ["fetch_id"],
      ])
  }

  @Test func sameSignaturesFallBackToResultAndPosition() {
    let names = CaseNaming.caseNames(for: [
      method("make", returns: "Int"), method("make", returns: "String"), method("x"),
      method("x"),
    ])
    #expect(names == [["make_toInt"], ["make_toString"], ["x_3"], ["x_4"]])
  }

  @Test func accessorsStaticsAndInitializers() {
    var property = Requirement(
      kind: .property, baseName: "count", declaration: "", protocolName: "P")
    property.hasSetter = true
    let initializer = Requirement(
      kind: .initializer, baseName: "init",
      parameters: [Parameter(label: "value", name: "value", type: type("Int"))], declaration: "",
      protocolName: "P")
    let names = CaseNaming.caseNames(for: [
      property, method("count", isStatic: true), initializer,
    ])
    #expect(names == [["count_get", "count_set"], ["static_count"], ["init_value"]])
  }

  @Test func typesBecomeIdentifiers() {
    #expect(CaseNaming.sanitized("[String: [Int]]?") == "StringIntArrayDictionaryOptional")
    #expect(CaseNaming.sanitized("(Int) -> Void") == "IntVoid")
  }
}
