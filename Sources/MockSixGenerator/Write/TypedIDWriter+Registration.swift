// What a mock's members write for their typed IDs: the registration each calls with the type
// arguments it passes, and the cases of `Methods` behind the IDs.

extension TypedIDWriter {
  /// The registration's function and its leading arguments for a case with a typed ID, such as
  /// `registerInvocation` with `["._save", "args: name, count"]`; nil for a case without one.
  ///
  /// - Parameters:
  ///   - enumCase: The case of `Methods`, from `enumCaseNames(_:)`.
  ///   - registration: The registration the member's accessor calls.
  func registration(
    _ requirement: Requirement, _ enumCase: String, _ registration: Registration
  ) -> (function: String, arguments: [String])? {
    let getter = registration.accessor == .getter
    let setter = registration.accessor == .setter
    // NB: A job's registration writes its own default (running the job), which the typed
    //     registrations cannot take; its typed ID still types stubs and verifiers.
    guard enumCase.hasPrefix("_"),
      hasTypedID(requirement, String(enumCase.dropFirst()), getter: getter, setter: setter),
      !requirement.parameters.contains(where: { $0.logging == .unownedJob })
    else { return nil }
    var arguments = ["." + enumCase]
    if getter { arguments.append("function: #function + \".get\"") }
    if setter { arguments.append("function: #function + \".set\"") }
    if let typeArguments = typeArguments(requirement) {
      arguments.append("typeArguments: " + typeArguments)
    }
    var values = requirement.parameters.map {
      switch $0.logging {
      case .evaluated: escaped($0.name) + "()"
      case .copied: "copy " + escaped($0.name)
      default: escaped($0.name)
      }
    }
    if setter { values.append("newValue") }
    if !values.isEmpty { arguments.append("args: " + values.joined(separator: ", ")) }
    return (registration.functionName, arguments)
  }

  /// A generic member's type arguments as one type, which its typed ID and its registration both
  /// name, so that its stubs and calls are kept per type argument: `T.self`, `(K, V).self`; nil
  /// for a member that is not generic.
  func typeArguments(_ requirement: Requirement) -> String? {
    let parameters = requirement.genericParameters
    switch parameters.count {
    case 0: return nil
    case 1: return parameters[0] + ".self"
    default: return "(" + parameters.joined(separator: ", ") + ").self"
    }
  }

  /// Whether the case of a requirement's accessor has a typed ID of the given name.
  private func hasTypedID(
    _ requirement: Requirement, _ name: String, getter: Bool, setter: Bool
  ) -> Bool {
    guard canName(name), case .success = signature(of: requirement, getter: getter, setter: setter)
    else { return false }
    return true
  }

  /// The cases of `Methods`: a member with a typed ID has its name after `_`, so that `.save`
  /// names only the typed ID, which the compiler checks, and the untyped case stays reachable as
  /// `._save`; a member without one keeps its name (`.each`).
  ///
  /// - Parameter caseNames: The names of each requirement's typed IDs, from `CaseNaming`.
  func enumCaseNames(_ caseNames: [[String]]) -> [[String]] {
    let typed = zip(model.requirements, caseNames).map { requirement, names in
      names.enumerated().map { position, name in
        let getter = requirement.kind == .property || requirement.kind == .subscriptMember
        let setter = getter && position == 1
        return hasTypedID(requirement, name, getter: getter && !setter, setter: setter)
      }
    }
    let plainNames = Set(
      zip(caseNames, typed).flatMap { names, typed in
        zip(names, typed).filter { !$0.1 }.map(\.0)
      })
    return zip(caseNames, typed).map { names, typed in
      zip(names, typed).map { name, typed in
        guard typed else { return name }
        // NB: A member named `_save` without a typed ID keeps that case; `save`'s takes one more.
        var enumCase = "_" + name
        while plainNames.contains(enumCase) { enumCase = "_" + enumCase }
        return enumCase
      }
    }
  }
}
