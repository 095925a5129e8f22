/// A generated mock's calls and set values, read by typed IDs.
///
/// ```swift
/// let saves = store.invocations(of: .save)
/// let titles: [String] = delegate.values(setThrough: .title_set)
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GeneratedMock where MockMethod.RawValue == Int {
  /// The calls of one member, oldest first, with their arguments as logged.
  ///
  /// - Parameter method: The typed ID of the member.
  /// - Returns: The member's calls, in the order they were made.
  public func invocations<Failure, each A, R>(
    of method: TypedMember<Self, Failure, repeat each A, R>
  ) -> [MockInvocation] {
    invocations(of: method.method)
  }

  /// The values set through a property's or subscript's setter, oldest first.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the setter, such as `.title_set`.
  ///   - type: The property's type; inferred where the result is used.
  /// - Returns: The new value of each call of the setter that is of type `T`.
  public func values<T, Failure, each A>(
    setThrough method: TypedMember<Self, Failure, repeat each A, Void>, as type: T.Type = T.self
  ) -> [T] {
    values(setThrough: method.method, as: type)
  }
}
