import Foundation

// Writes the test doubles you would write by hand for the protocols of the compile-cost
// benchmark, in the shape of main.swift's `SpyFoobar`: a final class that appends each call's
// arguments to an array and answers from a property you set. Per method:
//
//     var sendCalls: [HTTPRequest] = []
//     var sendResult: HTTPResponse!
//     var sendError: (any Error)?
//     func send(_ request: HTTPRequest) async throws -> HTTPResponse {
//       sendCalls.append(request)
//       if let sendError { throw sendError }
//       return sendResult
//     }
//
// Escaping closures are kept, so that a test can call a completion handler; generic values are
// kept as `Any`. Properties are stored, with mockolo's default where it has one.

/// Writes the hand-written spies of `protocols` as one file that imports `module`.
func spyShapedDoubles(for protocols: [ProtocolShape], module: String) -> String {
  var file = """
    // Hand-written spies (shape written by MockSixBenchmarks --compile-cost)

    import \(module)
    import Foundation

    """
  for shape in protocols {
    file += "\n" + spyClass(shape)
  }
  return file
}

/// One protocol's spy.
private func spyClass(_ shape: ProtocolShape) -> String {
  let generics =
    shape.associatedTypes.isEmpty
    ? ""
    : "<"
      + shape.associatedTypes.map { type in
        type.constraint.map { "\(type.name): \($0)" } ?? type.name
      }.joined(separator: ", ") + ">"
  var body = "final class \(shape.name)Spy\(generics): \(shape.name) {\n"
  for (member, name) in zip(shape.members, mockoloMemberNames(shape.members)) {
    switch member {
    case .property(let property): body += spyProperty(property)
    case .method(let method): body += "\n" + spyMethod(method, name: name)
    }
  }
  return body + "}\n"
}

/// A stored property, or a computed one over an implicitly unwrapped value without a default.
private func spyProperty(_ property: PropertyShape) -> String {
  if let value = mockoloDefaultValue(for: property.type) {
    return "  var \(property.name): \(property.type) = \(value)\n"
  }
  return """
      var \(property.name)Value: \(property.type)!
      var \(property.name): \(property.type) {
        get { \(property.name)Value }
        set { \(property.name)Value = newValue }
      }

    """
}

/// A method: its calls, its result and its error.
private func spyMethod(_ method: MethodShape, name: String) -> String {
  let kept = method.parameters.filter { !$0.isFunction || $0.isEscaping }
  func stored(_ parameter: ParameterShape) -> String {
    if parameter.isGeneric { return parameter.type.hasSuffix("?") ? "Any?" : "Any" }
    let type = parameter.type.replacingOccurrences(of: "@escaping ", with: "")
    return isFunctionType(type) ? "(\(type))" : type
  }
  var text = ""
  if !kept.isEmpty {
    let element =
      kept.count == 1
      ? stored(kept[0])
      : "(" + kept.map { "\($0.name): \(stored($0))" }.joined(separator: ", ") + ")"
    text += "  var \(name)Calls: [\(element)] = []\n"
  } else {
    text += "  var \(name)CallCount = 0\n"
  }
  if let returnType = method.returnType {
    if method.returnsGeneric {
      text += "  var \(name)Result: Any?\n"
    } else if let value = mockoloDefaultValue(for: returnType) {
      text += "  var \(name)Result: \(returnType) = \(value)\n"
    } else {
      text += "  var \(name)Result: \(returnType)!\n"
    }
  }
  if method.isThrowing {
    text += "  var \(name)Error: (any Error)?\n"
  }
  text += "  \(method.declaration) {\n"
  if kept.isEmpty {
    text += "    \(name)CallCount += 1\n"
  } else {
    let values = kept.map(\.name).joined(separator: ", ")
    text += "    \(name)Calls.append(\(kept.count == 1 ? values : "(\(values))"))\n"
  }
  if method.isThrowing {
    text += "    if let \(name)Error { throw \(name)Error }\n"
  }
  if let returnType = method.returnType {
    text += "    return \(name)Result\(method.returnsGeneric ? " as! \(returnType)" : "")\n"
  }
  return text + "  }\n"
}
