/// What a call of a spy answered: the value it returned or the error it threw.
///
/// A spy, a generated mock made with `init(forwardingTo:)`, keeps each call's answer, from its
/// stub or from the real object, in the call's ``MockInvocation/answer``:
///
/// ```swift
/// let repository = MockRepository(forwardingTo: InMemoryRepository())
/// _ = try await repository.user(id: 42)
/// if case .returned(let user as User) = repository.invocations[0].answer { … }
/// ```
public enum MockAnswer {
  /// The call returned this value; `()` for a call that returns nothing.
  case returned(Any?)
  /// The call threw this error.
  case threw(any Error)
}
