/// Reads the calls of a method with a typed ID as typed argument tuples.
///
/// ```swift
/// #expect(store.calls(of: .save).map { $0.1 } == [1, 2])
/// ```
///
/// A logged call whose arguments do not fit the ID's types (possible only when a hand-written
/// mock registers another method under the ID) is left out.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Mock where MockMethod.RawValue == Int {
  /// Returns the arguments of each call of a method, oldest first.
  ///
  /// ```swift
  /// let (name, count) = store.calls(of: .save)[0]
  /// ```
  ///
  /// - Parameter method: The typed ID of the method.
  /// - Returns: One tuple of arguments per call.
  public func calls<Failure, each A, R>(of method: TypedMember<Self, Failure, repeat each A, R>)
    -> [(repeat each A)]
  {
    var calls: [(repeat each A)] = []
    for invocation in typedInvocations(of: method) {
      calls.append(invocation.arguments)
    }
    return calls
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
  public func typedInvocations<Failure, each A, R>(
    of method: TypedMember<Self, Failure, repeat each A, R>
  ) -> [TypedInvocation<repeat each A>] {
    // NB: A loop, not `compactMap`: Swift 6.3's SIL generation crashes on a closure that
    //     builds a value with a pack-expanded tuple.
    var typed: [TypedInvocation<repeat each A>] = []
    for invocation in invocations(of: method.method) {
      if let arguments = castArguments(invocation.args, to: (repeat each A).self) {
        typed.append(TypedInvocation(repeat each arguments, invocation: invocation))
      }
    }
    return typed
  }
}
