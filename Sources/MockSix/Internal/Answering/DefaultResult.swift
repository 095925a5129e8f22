/// The result of an unstubbed call whose mock wrote no default and set none with `setDefault(_:)`.
///
/// Tries, in order: the type's `MockDefault` value, then `synthesizedDefault(_:)` (a
/// `CaseIterable` type's first case, a payload-free enum's first case, a `Decodable` type's zero
/// instance, a `Result` made from these). A value made up for a value type is kept in the store,
/// so later calls returning the type cost no more than a stubbed call. A type none of these can make
/// is reported at the mock's line, with the reason, and the call traps: Swift cannot make a value
/// of a type it knows nothing about.
@usableFromInline
func _mockSixDefault<T>(
  _ type: T.Type, mockType: Any.Type, function: String, at site: _CallSite
) -> T {
  if let provider = T.self as? any MockDefault.Type, let value = provider.mockDefault as? T {
    return value
  }
  let synthesized = synthesizedDefault(T.self)
  if case .success(let value) = synthesized {
    // NB: An instance of a class is made anew for each call, so that no two calls, mocks or
    //     tests share one.
    if !(T.self is AnyClass) {
      MockStore.shared.keepSynthesizedDefault(_ValueAnswer(value, stub: nil), for: T.self)
    }
    return value
  }
  let reason = if case .failure(let error) = synthesized { "\n\n  \(error)" } else { "" }
  let message =
    "expected a stub or a default for \(describeCall(mockType, function)), which returns "
    + "\(describeType(T.self)), got neither; stub it, set a default with setDefault(_:), "
    + "or conform \(describeType(T.self)) to MockDefault" + reason
  reportFailure(message, at: site.location)
  // NB: Swift cannot make a value of a type it knows nothing about. This is the only trap in
  //     MockSix, and the failure above has already named the method, its line and the remedy.
  fatalError("MockSix: \(message)", file: site.location.filePath, line: site.location.line)
}
