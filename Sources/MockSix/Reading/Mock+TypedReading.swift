/// A mock's calls and set values, read by typed IDs: arguments come back with their types.
///
/// ```swift
/// let (name, count) = store.calls(of: .save)[0]
/// let saves = store.invocations(of: .save)
/// let titles: [String] = delegate.values(setThrough: .title_set)
/// ```
///
/// A generic member's ID reads only the calls of its type arguments. A logged call whose
/// arguments do not fit the ID's types (possible only when a hand-written mock registers another
/// method under the ID) is left out of the typed reads.
extension Mock where MockMethod.RawValue == Int {
  /// The calls of one member, oldest first, with their arguments as logged.
  ///
  /// - Parameter method: The typed ID of the member.
  /// - Returns: The member's calls, in the order they were made.
  public func invocations<Failure, Arguments, R>(
    of method: TypedMember<Self, Failure, Arguments, R>
  ) -> [MockInvocation] {
    MockStore.shared.invocations(
      of: _mockSixIdentity, methodID: method.method.rawValue, typeArguments: method.typeArguments)
  }

  /// The values set through a property's or subscript's setter, oldest first.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the setter, such as `.title_set`.
  ///   - type: The property's type; inferred where the result is used.
  /// - Returns: The new value of each call of the setter that is of type `T`.
  public func values<T, Failure, Arguments>(
    setThrough method: TypedMember<Self, Failure, Arguments, Void>, as type: T.Type = T.self
  ) -> [T] {
    values(setThrough: method.method, as: type)
  }

  /// Returns the arguments of each call of a method, oldest first.
  ///
  /// ```swift
  /// let (name, count) = store.calls(of: .save)[0]
  /// ```
  ///
  /// - Parameter method: The typed ID of the method.
  /// - Returns: One tuple of arguments per call.
  public func calls<Failure, Arguments, R>(of method: TypedMember<Self, Failure, Arguments, R>)
    -> [Arguments]
  {
    typedInvocations(of: method).map(\.arguments)
  }

  /// Returns each call of a method with its typed arguments, number and thread, oldest first.
  ///
  /// ```swift
  /// let first = store.typedInvocations(of: .save)[0]
  /// #expect(first.arguments.0 == "a" && first.isMainThread)
  /// ```
  ///
  /// - Parameter method: The typed ID of the method.
  /// - Returns: One typed call per logged call.
  public func typedInvocations<Failure, Arguments, R>(
    of method: TypedMember<Self, Failure, Arguments, R>
  ) -> [TypedInvocation<Arguments>] {
    invocations(of: method).compactMap { invocation in
      castArguments(invocation.args, to: Arguments.self).map {
        TypedInvocation($0, invocation: invocation)
      }
    }
  }
}
