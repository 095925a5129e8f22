/// The MockSix registration that one accessor of a mock member calls, decided from its effects.
///
/// ```swift
/// let registration = fetch.registration(for: .method)
/// registration.functionName  // "registerAsyncThrowingInvocation"
/// ```
///
/// Every accessor registers an invocation, `registerInvocation`, also `Async`, `Throwing` or
/// both; a getter and a setter name themselves with `function: #function + ".get"` or `".set"`.
/// A member with a typed ID calls the typed registrations of the same names.
struct Registration: Equatable {
  /// Which accessor of a member calls the registration.
  enum Accessor: Equatable {
    /// A method's or initializer's body.
    case method
    /// A property's or subscript's getter.
    case getter
    /// A property's or subscript's setter.
    case setter
  }

  /// How the registered call may throw.
  enum Throwing: Equatable {
    /// It cannot throw (a `rethrows` requirement's mock does not throw by itself).
    case never
    /// It may throw any error.
    case untyped
    /// It may throw errors of one type, which the registration names.
    case typed(TypeReference)
  }

  /// The accessor that calls the registration.
  var accessor: Accessor
  /// Whether the call is awaited.
  var isAsync: Bool
  /// How the call may throw.
  var throwing: Throwing

  /// Whether the member's call reads `try`.
  var mayThrow: Bool { throwing != .never }

  /// The registration's name, such as `registerAsyncThrowingInvocation`.
  var functionName: String { "register" + effects + "Invocation" }

  /// `Async`, `Throwing`, both or neither, as the registrations' names spell them.
  private var effects: String { (isAsync ? "Async" : "") + (mayThrow ? "Throwing" : "") }
}

extension Requirement {
  /// The registration that one of the requirement's accessors calls: a setter neither awaits nor
  /// throws, a getter has the getter's effects, and a method the requirement's.
  func registration(for accessor: Registration.Accessor) -> Registration {
    let (isAsync, throwing): (Bool, Throwing) =
      switch accessor {
      case .method: (self.isAsync, self.throwing)
      case .getter: (getterIsAsync, getterThrowing)
      case .setter: (false, .none)
      }
    let registered: Registration.Throwing =
      switch throwing {
      case .none, .rethrowing: .never
      case .untyped: .untyped
      case .typed(let type): .typed(type)
      }
    return Registration(accessor: accessor, isAsync: isAsync, throwing: registered)
  }
}
