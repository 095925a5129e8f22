/// The result of an unstubbed call whose mock wrote no default and set none with `setDefault(_:)`.
///
/// Tries, in order: the type's `MockDefault` value, a `CaseIterable` type's first case. A value
/// made up for a type is kept in the store, so later calls returning the type cost no more than a
/// stubbed call. A type none of these can make is reported at the mock's line, and the call
/// traps: Swift cannot make a value of a type it knows nothing about.
@usableFromInline
func _mockSixDefault<T>(
  _ type: T.Type, mockType: Any.Type, function: String, at site: _CallSite
) -> T {
  if let provider = T.self as? any MockDefault.Type, let value = provider.mockDefault as? T {
    return value
  }
  if let value = madeUpDefault(T.self) {
    MockStore.shared.keepSynthesizedDefault(_ValueAnswer(value, stub: nil), for: T.self)
    return value
  }
  let message =
    "expected a stub or a default for \(describeCall(mockType, function)), which returns "
    + "\(describeType(T.self)), got neither; stub it, set a default with setDefault(_:), "
    + "or conform \(describeType(T.self)) to MockDefault"
  reportFailure(message, at: site.location)
  // NB: Swift cannot make a value of a type it knows nothing about. This is the only trap in
  //     MockSix, and the failure above has already named the method, its line and the remedy.
  fatalError("MockSix: \(message)", file: site.location.filePath, line: site.location.line)
}

/// A value made up for `T` from its type alone, if it can be.
private func madeUpDefault<T>(_ type: T.Type) -> T? {
  if let cases = T.self as? any CaseIterable.Type {
    return firstCase(of: cases) as? T
  }
  return nil
}

private func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
  C.allCases.first
}
