internal import Testing

/// The failure for an unstubbed call whose result MockSix cannot make: who called, and a fix.
///
/// The message names the method and the type, the test that made the call (Swift Testing's
/// current test, else XCTest's running test case, else the test that owns the mock) and the
/// mock's line, and gives a fix that compiles for that kind of type once you write the value
/// where it says `<#value#>`:
///
/// - a struct or an enum: `extension T: MockDefault { public static var mockDefault: Self { … } }`,
///   with `@retroactive` when the type comes from another module than the mock;
/// - a class, a tuple, a function or an existential, which cannot take that extension:
///   `MockSixDefaults.set(for: T.self) { … }` for every mock, and `mock.setDefault(… as T)` for one.
func unmakeableResultMessage(
  _ type: Any.Type, mockType: Any.Type, function: String, at site: _CallSite,
  reason: GenerationError?, owner: MockOwner?, throwsInstead: Bool
) -> String {
  let kind = TypeKind.of(type)
  let described = describeType(type)
  // NB: Swift spells an existential `MyApp.Cancellable` when it describes it; code needs `any`.
  let typeName =
    kind == .existential && !described.hasPrefix("any ") && described != "Any"
      && described != "AnyObject" ? "any \(described)" : described
  let remedy =
    kind == .structOrEnum || kind == .classType
    ? "stub it, set a default with setDefault(_:), or conform \(typeName) to MockDefault"
    : "stub it or set a default with setDefault(_:)"
  var message =
    "expected a stub or a default for \(describeCall(mockType, function)), which returns "
    + "\(typeName), got neither; \(remedy)"
  if let reason {
    message += "\n\n  \(reason)"
    if let suggestion = reason.suggestion { message += "\n  (in a test's data: \(suggestion))" }
  }
  message += "\n\n  Called by: \(callingTest(owner: owner) ?? "no test (called outside any test)")"
  message += "\n  Mock's line: \(site.location.shortDescription)"
  message += "\n\n  Fix, for every mock (paste it into your test target and write the value):"
  if kind == .structOrEnum {
    let module = String(describing: site.location.fileID).split(separator: "/").first ?? ""
    let isOwnType = typeName.hasPrefix("\(module).")
    let retroactive = isOwnType ? "" : "@retroactive "
    message +=
      "\n    extension \(typeName): \(retroactive)MockDefault { public static var mockDefault: "
      + "Self { <#value#> } }"
  } else {
    message += "\n    MockSixDefaults.set(for: \(spelledAsType(typeName, kind)).self) { <#value#> }"
  }
  message += "\n  Fix, for this mock only:\n    mock.setDefault(<#value#> as \(typeName))"
  message +=
    throwsInstead
    ? "\n\n  The call throws UnstubbedCallError instead of returning."
    : "\n\n  The call traps: Swift cannot make a value of a type it knows nothing about."
  return message
}

/// A type's name, parenthesized where `.self` would otherwise bind to part of it.
private func spelledAsType(_ name: String, _ kind: TypeKind) -> String {
  kind == .function || kind == .existential ? "(\(name))" : name
}

/// The test that made the current call, or else the one that owns the mock, by name.
private func callingTest(owner: MockOwner?) -> String? {
  if let test = Test.current { return "\(test.name) (\(test.id))" }
  if let name = XCTestTracker.currentTestName { return name }
  if let scope = owner?.scope { return "\(scope.test), from a task or thread outside it" }
  if let name = XCTestTracker.testName(of: owner?.xcTestName) {
    return "\(name), from a thread or task it did not wait for"
  }
  return XCTestTracker.isWaitingForFirstEvent
    ? "the XCTest test running now (MockSix, first used in it, has not seen its name)" : nil
}
