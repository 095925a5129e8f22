/// Makes the default result of an unstubbed call from its type alone, or says why it cannot.
///
/// The chain, in order: the type's `MockDefault` value; the first of its `allCases`; the first
/// case of an enum without payloads; for a `Decodable` type, its zero instance (and if the type
/// rejects zeros, the instance of the first of seeds 0 to `decodableSeeds - 1` that it accepts);
/// for a `Result`, a success made this way, else a failure made this way; and the values Swift
/// can make without you (`structuralDefault(_:)`): `()`, `nil`, empty collections and type-erasing
/// wrappers, empty ranges, and tuples of such values; for an `AsyncStream` or an
/// `AsyncThrowingStream`, a stream that has finished without an element (`FinishedStream`), made
/// anew for each call; for `any SerialExecutor` and `any Executor`,
/// an executor that runs each job at once (`MakeableTypes.madeUpExistential(_:)`); last, a struct
/// made from a default for each stored property (`fieldwiseDefault(_:)`). Nothing is cached here:
/// each call makes a new value, but for the one shared executor.
///
/// - Parameter type: The result type of the call.
/// - Returns: The value, or an error naming the type and why it could not be made.
func synthesizedDefault<T>(_ type: T.Type) -> Result<T, GenerationError> {
  if let value = (T.self as? any MockDefault.Type)?.mockDefault as? T { return .success(value) }
  return madeUpValue(T.self)
}

/// The default you give a type, if any: its `MockDefault` value, else the one set with
/// `MockSixDefaults.set(for:_:)`.
///
/// An unstubbed call's result and each stored property of a struct made field by field look
/// here before a value is made up.
func givenDefault<T>(_ type: T.Type) -> T? {
  if let value = (T.self as? any MockDefault.Type)?.mockDefault as? T { return value }
  return MockSixDefaults.value(for: T.self)
}

/// Makes a value of a type that is not `MockDefault`, or says why it cannot; the rest of
/// `synthesizedDefault(_:)`'s chain, for a caller that has asked `MockDefault` already.
///
/// - Parameter type: The result type of the call.
/// - Returns: The value, or an error naming the type and why it could not be made.
func madeUpValue<T>(_ type: T.Type) -> Result<T, GenerationError> {
  if let iterable = T.self as? any CaseIterable.Type, let value = firstCase(of: iterable) as? T {
    return .success(value)
  }
  if let value = PayloadFreeEnum.cases(of: T.self)?.first { return .success(value) }
  if T.self == Void.self, let void = () as? T { return .success(void) }
  if let decodable = T.self as? any Decodable.Type {
    return zeroInstance(of: decodable).flatMap { cast($0, to: T.self) }
  }
  if let result = T.self as? any ResultSynthesis.Type {
    return result.synthesizedResult().flatMap { cast($0, to: T.self) }
  }
  if let stream = T.self as? any FinishedStream.Type, let value = stream.finished() as? T {
    return .success(value)
  }
  if let structural = structuralDefault(T.self) { return structural }
  if let existential = MakeableTypes.madeUpExistential(T.self) { return .success(existential) }
  if let fieldwise = fieldwiseDefault(T.self) { return fieldwise }
  return .failure(
    GenerationError(
      T.self, at: [],
      reason: "it is neither MockDefault, CaseIterable, an enum without payloads, "
        + "Decodable, a Result of such types nor a struct whose stored properties can be made"))
}

private func cast<T>(_ value: Any, to type: T.Type) -> Result<T, GenerationError> {
  guard let value = value as? T else {
    return .failure(GenerationError(T.self, at: [], reason: "a value of another type was made"))
  }
  return .success(value)
}

private func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
  C.allCases.first
}

/// How many seeds an unstubbed call tries, 0 first, for a `Decodable` type that rejects zeros.
///
/// A type whose `init(from:)` validates (an `EmailAddress` that needs an `@`) rejects the zero
/// value, and may reject some drawn values too; 16 seeds give such a type 16 more chances.
let decodableSeeds: UInt64 = 16

/// The zero instance of a `Decodable` type, else its instance of the first seed it accepts.
private func zeroInstance<D: Decodable>(of type: D.Type) -> Result<Any, GenerationError> {
  do {
    return .success(try InstanceSynthesizer().makeValue(D.self))
  } catch let zeroError {
    for seed in 0..<decodableSeeds {
      if let value = try? InstanceSynthesizer(seed: seed).makeValue(D.self) {
        return .success(value)
      }
    }
    return .failure(
      zeroError as? GenerationError
        ?? GenerationError(D.self, at: [], reason: describeError(zeroError)))
  }
}

/// `Result`, which is not `Decodable`, made from its success or failure type.
protocol ResultSynthesis {
  /// A success made by `synthesizedDefault`, else a failure made that way.
  static func synthesizedResult() -> Result<Any, GenerationError>
}

extension Result: ResultSynthesis {
  static func synthesizedResult() -> Result<Any, GenerationError> {
    switch synthesizedDefault(Success.self) {
    case .success(let success):
      return .success(Self.success(success))
    case .failure(let successError):
      if case .success(let failure) = synthesizedDefault(Failure.self) {
        return .success(Self.failure(failure))
      }
      return .failure(
        GenerationError(
          Self.self, at: [],
          reason: "neither its success nor its failure could be made (\(successError))"))
    }
  }
}
