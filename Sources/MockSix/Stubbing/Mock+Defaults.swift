extension Mock where MockMethod.RawValue == Int {
  /// Makes this mock's unstubbed calls of one result type return the given value.
  ///
  /// The default applies to every method of this mock that returns exactly `T`, in place of the
  /// default written in the mock or the default MockSix makes up for `T`; stubs still come first.
  ///
  /// ```swift
  /// mock.setDefault(User(id: 7, name: "Guest"))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The result of unstubbed calls returning `T`.
  ///   - type: The result type the default applies to; inferred from `value`.
  public func setDefault<T>(_ value: T, for type: T.Type = T.self) {
    MockStore.shared.setDefault(_ValueAnswer(value, stub: nil), for: T.self, of: _mockSixIdentity)
  }
}
