/// What the mocks that `mocksix-gen` writes keep in MockSix's store rather than in helpers of
/// their own file: a member's child mock, the mock of a generic mock's static members, and the
/// value a settable property or subscript was last set to.
///
/// These are for generated code; their names start with `_mockSix` so that they stay out of the
/// way of the API you write by hand. Each is kept per mock and forgotten by `resetMock()` and
/// `resetMockSix()`, except the static members' mock, which lives as long as the process.
extension Mock {
  /// The child mock a member returns: made on first use, the same one on every later call.
  ///
  /// - Parameters:
  ///   - member: The member's case name, which tells its child apart.
  ///   - make: Makes the child; called outside the store's lock, at most once per member unless
  ///     two threads ask first at once (then one child is kept).
  /// - Returns: The member's child mock.
  public func _mockSixChild<Child>(_ member: String, make: () -> Child) -> Child {
    if let child = MockStore.shared.child(member, of: _mockSixIdentity) as? Child { return child }
    let made = make()
    return MockStore.shared.keepChild(made, for: member, of: _mockSixIdentity) as? Child ?? made
  }
}

extension Mock where Self: AnyObject {
  /// The mock that records calls to static members, one per type (and so per specialization
  /// of a generic mock), made on first use.
  ///
  /// - Parameter make: Makes the mock; called outside the store's lock.
  /// - Returns: The type's static-members mock.
  public static func _mockSixStaticMock(make: () -> Self) -> Self {
    if let mock = MockStore.shared.staticMock(of: Self.self) as? Self { return mock }
    return MockStore.shared.keepStaticMock(make(), of: Self.self) as? Self ?? make()
  }
}

extension Mock where MockMethod.RawValue == Int {
  /// Keeps the value a settable property or subscript was set to, with the subscript's
  /// arguments, for `_mockSixLastValue(setThrough:as:keys:)`.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - method: The ID of the setter.
  ///   - keys: The subscript's arguments; none for a property.
  public func _mockSixKeep(_ value: Any?, setThrough method: MockMethod, keys: Any?...) {
    MockStore.shared.keepSetValue(
      SetValue(keys: keys, value: value), methodID: method.rawValue, of: _mockSixIdentity)
  }

  /// The value a settable property or subscript was last set to with these arguments, if any.
  ///
  /// - Parameters:
  ///   - method: The ID of the setter.
  ///   - type: The property's type.
  ///   - keys: A verifier per subscript argument, from `_mockSixKey(_:)`; a `nil` one (an
  ///     argument that is not `Equatable`) means nothing is remembered.
  /// - Returns: The value, or `nil` when none was set with these arguments.
  public func _mockSixLastValue<Value>(
    setThrough method: MockMethod, as type: Value.Type, keys: ArgumentVerifier?...
  ) -> Value? {
    guard !keys.contains(where: { $0 == nil }) else { return nil }
    let values = MockStore.shared.setValues(methodID: method.rawValue, of: _mockSixIdentity)
    for set in values.reversed() where set.keys.count == keys.count {
      let sameKeys = zip(keys, set.keys).allSatisfy { $0?.matches($1) ?? false }
      if sameKeys, let value = set.value as? Value { return value }
    }
    return nil
  }
}

/// A verifier that passes a subscript argument equal to `key`, so that a generated subscript
/// remembers a value per key.
///
/// - Parameter key: A subscript argument.
/// - Returns: A verifier of `key`.
public func _mockSixKey<Key: Equatable>(_ key: Key) -> ArgumentVerifier? {
  theValue(key)
}

/// Nothing: a subscript whose argument is not equatable does not remember what was set.
///
/// - Parameter key: A subscript argument.
/// - Returns: `nil`.
public func _mockSixKey<Key>(_ key: Key) -> ArgumentVerifier? {
  nil
}

/// A value a settable property or subscript was set to, with the subscript's arguments.
struct SetValue {
  var keys: [Any?]
  var value: Any?
}
