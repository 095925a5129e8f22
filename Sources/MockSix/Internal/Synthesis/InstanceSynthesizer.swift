/// Builds values of `Decodable` types from zeros or from a seeded generator.
///
/// A value is made, in order, from: a value of exactly its type in the overrides; a leaf made
/// directly (numbers, `Bool`, `String`, `Date`, `URL`, `UUID`, `Data`, `Decimal`); in zero mode,
/// its `MockDefault`; a collection, optional or range made part by part; an enum's cases
/// (`CaseIterable`, else the cases of an enum without payloads); and otherwise its own
/// `init(from:)`, fed by `SynthesizingDecoder`. Payload enums get one case key at a time, and
/// when a case cannot be made the next is tried.
///
/// Zero mode gives 0, `""`, `false`, empty collections, `nil`, first cases, and the `MockDefault`
/// of types that have one. Random mode draws every leaf from a `SplitMix64`, so one seed and one
/// type give one value: integers in 0...999 (within the type's range), floating-point numbers in
/// 0...999.99 with two decimals, strings of 4 to 10 lowercase letters, collections of 1 to 3
/// elements (empty below `fillDepth`), optionals filled (`nil` below `fillDepth` or when the
/// wrapped value cannot be made).
final class InstanceSynthesizer {
  /// Where the leaves come from.
  enum Mode {
    /// Zeros, empty collections, `nil`, first cases.
    case zero
    /// Values drawn from the seeded generator.
    case random
  }

  /// How many values may nest inside one another before a type counts as endlessly recursive.
  static let depthLimit = 32

  /// How deep random collections and optionals are still filled; deeper ones are empty or nil.
  ///
  /// Depth counts values: a struct in an array in a struct is 3 deep, so with 8, a tree of
  /// structs holding arrays of themselves is 4 levels deep, with at most 3 children each.
  static let fillDepth = 8

  /// How many failed attempts one outermost value may retry before it gives up on retrying.
  static let retryBudget = 256

  let mode: Mode
  private var generator: SplitMix64
  private let overrides: [ObjectIdentifier: [Any]]
  private var depth = 0
  private var retriesLeft = InstanceSynthesizer.retryBudget
  /// The types being made, outermost first, with their paths, for messages about recursion.
  private var stack: [(type: Any.Type, path: [any CodingKey])] = []
  /// The cases of payload enums found to recurse without end, by enum type.
  private var recursiveCases: [ObjectIdentifier: Set<Int>] = [:]

  /// A synthesizer of zero values, for the results of unstubbed calls.
  init() {
    mode = .zero
    generator = SplitMix64(seed: 0)
    overrides = [:]
  }

  /// A synthesizer of random values drawn from `seed`, taking values of the types in
  /// `overrides` from there.
  init(seed: UInt64, overrides: [Any] = []) {
    mode = .random
    generator = SplitMix64(seed: seed)
    self.overrides = Dictionary(grouping: overrides) { ObjectIdentifier(type(of: $0)) }
  }

  /// Whether random collections and optionals at the current depth are filled.
  var fills: Bool {
    mode == .random && depth < Self.fillDepth
  }

  /// Makes the outermost value of `type`.
  ///
  /// When the value ran into an enum case that contains the enum without end, it is made again,
  /// now taking other cases where it can: a zero `Expression` is `.number(0)`, not `.add` of
  /// `.add` 32 levels deep.
  func makeValue<T: Decodable>(_ type: T.Type) throws -> T {
    retriesLeft = Self.retryBudget
    while true {
      let known = recursiveCases.values.reduce(0) { $0 + $1.count }
      do {
        return try make(T.self, at: [])
      } catch let error as GenerationError where error.isRecursion {
        guard recursiveCases.values.reduce(0, { $0 + $1.count }) > known else { throw error }
      }
    }
  }

  /// Makes a value of `type` at `path` in the value being built.
  func make<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
    if let value = overridden(T.self) { return value }
    guard depth < Self.depthLimit else { throw recursionError(T.self, at: path) }
    depth += 1
    stack.append((T.self, path))
    defer {
      depth -= 1
      stack.removeLast()
    }
    if let value = leaf(T.self) { return value }
    if mode == .zero, let value = (T.self as? any MockDefault.Type)?.mockDefault as? T {
      return value
    }
    if let container = T.self as? any SynthesizedContainer.Type {
      return try makeContainer(container, at: path)
    }
    if let value = someCase(of: T.self) { return value }
    return try decode(T.self, at: path)
  }

  /// Makes a value of `type` for an optional at `path`: `nil` in zero mode, below the fill
  /// depth, or when no value can be made.
  func makeIfFilled<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) -> T? {
    guard fills || overrides[ObjectIdentifier(T.self)] != nil else { return nil }
    return try? make(T.self, at: path)
  }

  /// The error for a value nested too deep: the type that repeats, where it first appears.
  private func recursionError(_ type: Any.Type, at path: [any CodingKey]) -> GenerationError {
    let first = stack.first { $0.type == type } ?? (type, path)
    let second = stack.dropFirst().first { $0.type == type && $0.path.count > first.path.count }
    let again = describePath(second?.path ?? path)
    var error = GenerationError(
      first.type, at: first.path,
      reason: "it contains itself without end (again at \(again.isEmpty ? "the top" : again)); "
        + "make the recursion optional or an array, or pass a value with using:")
    error.isRecursion = true
    return error
  }

  /// A number in `0..<bound`; 0 in zero mode.
  func draw(below bound: Int) -> Int {
    guard mode == .random, bound > 1 else { return 0 }
    return Int(generator.next(below: UInt64(bound)))
  }

  /// A number in `range`; its lower bound in zero mode.
  func draw(in range: ClosedRange<Int>) -> Int {
    guard mode == .random else { return range.lowerBound }
    return generator.next(in: range)
  }

  /// The number of elements of a collection: 1 to 3 when filled, else 0.
  func elementCount() -> Int {
    fills ? draw(in: 1...3) : 0
  }

  /// A word of 4 to 10 lowercase letters.
  func word() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    var word = String.UnicodeScalarView()
    for _ in 0..<draw(in: 4...10) {
      word.append(letters[draw(below: letters.count)])
    }
    return String(word)
  }

  /// 64 random bits; 0 in zero mode.
  func bits() -> UInt64 {
    mode == .random ? generator.next() : 0
  }

  private func overridden<T>(_ type: T.Type) -> T? {
    guard let values = overrides[ObjectIdentifier(T.self)] else { return nil }
    return values[draw(below: values.count)] as? T
  }

  private func makeContainer<T, C: SynthesizedContainer>(
    _ container: C.Type, at path: [any CodingKey]
  ) throws -> T {
    guard let value = try C.synthesize(by: self, at: path) as? T else {
      throw GenerationError(T.self, at: path, reason: "its elements could not be made")
    }
    return value
  }

  /// One of the cases of an enum that lists them or has no payloads: the first in zero mode.
  private func someCase<T>(of type: T.Type) -> T? {
    if let iterable = T.self as? any CaseIterable.Type {
      let cases = allCases(of: iterable)
      if !cases.isEmpty { return cases[draw(below: cases.count)] as? T }
    }
    guard let cases = PayloadFreeEnum.cases(of: T.self) else { return nil }
    return cases[draw(below: cases.count)]
  }

  private func allCases<C: CaseIterable>(of type: C.Type) -> [Any] {
    Array(C.allCases)
  }

  /// Makes a value with the type's own `init(from:)`, trying the next case of a payload enum
  /// (and, in random mode, new draws) when the type rejects what it got.
  ///
  /// A case that recursed without end is remembered and not retried here: the error goes up to
  /// `makeValue(_:)`, which starts again, and from then on the case is tried last where
  /// collections and optionals are no longer filled.
  private func decode<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
    let choice = CaseChoice(
      deferring: fills ? [] : recursiveCases[ObjectIdentifier(T.self), default: []])
    var firstError: (any Error)?
    var attempt = 0
    while true {
      do {
        return try T(from: SynthesizingDecoder(self, at: path, choice: choice))
      } catch let error as GenerationError where error.isRecursion {
        if let index = choice.current {
          recursiveCases[ObjectIdentifier(T.self), default: []].insert(index)
        }
        throw error
      } catch {
        firstError = firstError ?? error
        attempt += 1
        let attempts = max(choice.caseCount, mode == .random ? 3 : 1)
        guard attempt < attempts, retriesLeft > 0 else { break }
        retriesLeft -= 1
        choice.offset = attempt
      }
    }
    if let error = firstError as? GenerationError { throw error }
    var error = GenerationError(
      T.self, at: path, reason: "its init(from:) threw \(describeError(firstError))")
    error.wasRejected = true
    throw error
  }
}

/// Which case key a payload enum's keyed container offers, across attempts to make the enum.
final class CaseChoice {
  /// Cases to offer after all others, because they were found to recurse without end.
  let deferred: Set<Int>
  /// The case indices in the order they are offered, once the container has listed its keys.
  private var order: [Int] = []
  /// How many cases after the first one this attempt is.
  var offset = 0

  init(deferring deferred: Set<Int>) {
    self.deferred = deferred
  }

  /// How many cases the enum has; 0 until its container has listed its keys.
  var caseCount: Int { order.count }

  /// The index of the case offered in this attempt, if one was.
  var current: Int? {
    order.isEmpty ? nil : order[offset % order.count]
  }

  /// Picks the case to offer among `count` cases, starting at `start` on the first attempt.
  func pick(among count: Int, start: () -> Int) -> Int {
    if order.count != count {
      let first = start()
      let rotated = (0..<count).map { (first + $0) % count }
      order = rotated.filter { !deferred.contains($0) } + rotated.filter { deferred.contains($0) }
    }
    return order[offset % count]
  }
}

/// Describes an error thrown by a type's `init(from:)`, by its debug description if it has one.
func describeError(_ error: (any Error)?) -> String {
  guard let error else { return "an error" }
  switch error as? DecodingError {
  case .typeMismatch(_, let context), .valueNotFound(_, let context),
    .keyNotFound(_, let context), .dataCorrupted(let context):
    return "\"\(context.debugDescription)\""
  default:
    return String(describing: error)
  }
}
