// The last pass: every name the mock would write is a Swift name, so that a damaged or hand-made
// graph gives a skipped protocol with a warning, never a file that does not compile.

extension ProtocolModeler {
  /// Reports associated types named like the mock's own `MockMethod` or `Methods`, and MockSix's
  /// own `Mock` protocol (step 12).
  func checkReservedNames(_ family: ProtocolFamily, into model: inout MockModel) {
    let reserved = (model.associatedTypes.map(\.name) + model.fixedTypes.map(\.name))
      .filter { ["MockMethod", "Methods"].contains($0) }
    for name in reserved {
      model.problems.append(
        "associated type \(name) has the name of the mock's own \(name); write this mock by hand")
    }
    if index.mainModule == "MockSix" && family.protocolSymbol.names.title == "Mock" {
      model.problems.append("Mock is MockSix's own protocol")
    }
  }

  /// Reports, as problems of the model, the names of the protocol, its requirements, their
  /// parameters and the types they name that Swift would not read as names, and a property and
  /// a method without parameters of one name, which no type can declare both of (RxSwift's
  /// `LockOwnerType`, whose `var lock` meets `Lock`'s `func lock()`).
  func checkNames(of model: inout MockModel) {
    for property in model.requirements where property.kind == .property {
      guard
        let method = model.requirements.first(where: {
          $0.kind == .method && $0.baseName == property.baseName && $0.parameters.isEmpty
            && $0.isStatic == property.isStatic
        })
      else { continue }
      model.problems.append(
        "\(property.protocolName) requires `\(property.declaration)` and \(method.protocolName) "
          + "requires `\(method.declaration)`: no type can declare both; write this mock by hand "
          + "(with the method's default implementation, if it has one)")
    }
    var invalid: [String] = []
    func check(_ name: String, _ what: String) {
      if !isSwiftName(name) { invalid.append("\(what) `\(name)`") }
    }
    func check(_ type: TypeReference?, _ what: String) {
      for fragment in type?.fragments ?? [] where fragment.kind == "typeIdentifier" {
        check(fragment.spelling, what)
      }
    }
    for component in model.protocolName.split(separator: ".", omittingEmptySubsequences: false) {
      check(String(component), "protocol name")
    }
    for associatedType in model.associatedTypes {
      check(associatedType.name, "associated type")
    }
    for requirement in model.requirements {
      if requirement.kind == .method, !isOperatorName(requirement.baseName) {
        check(requirement.baseName, "member name")
      } else if requirement.kind == .property {
        check(requirement.baseName, "member name")
      }
      for parameter in requirement.parameters {
        if parameter.label != "_" { check(parameter.label, "argument label") }
        check(parameter.name, "parameter name")
        check(parameter.type, "type name")
      }
      check(requirement.result, "type name")
    }
    guard !invalid.isEmpty else { return }
    let listed = Array(Set(invalid)).sorted()
    model.problems.append(
      "the symbol graph gives it names that are not Swift names ("
        + listed.joined(separator: ", ") + "); regenerate the graph, or write this mock by hand")
  }
}
