/// Makes a value of any decodable type for a test, the same value for the same seed.
///
/// Every field gets a value drawn from the seed: integers in 0...999, strings of 4 to 10
/// lowercase letters, arrays and sets of 1 to 3 elements, optionals filled, a case of each enum.
/// The value is made through the type's own `init(from:)`, so it is one the type accepts.
///
/// ```swift
/// let user = try generate(User.self, seed: 7)
/// let ann = try generate(User.self, seed: 7, with: [\.name: "Ann"])
/// let order = try generate(Order.self, seed: 1, using: [Payment.card(last4: "4242")])
/// let guest = try generate(User.self, seed: 7) { $0.isGuest = true }
/// ```
///
/// The seed drives a SplitMix64 generator, which gives the same numbers on every platform and
/// in every run, so a test may compare with values it saw once. A different seed gives a
/// different value.
///
/// - Parameters:
///   - type: The type of the value; inferred from the context when omitted.
///   - seed: The seed of the values drawn; 0 when omitted.
///   - overrides: Values to use wherever a value of exactly their type is needed, such as an
///     enum case the synthesizer cannot make; with several of one type, each use picks one.
///   - fields: Values for fields of the result, by key path; applied after it is made.
///   - edit: A closure that changes the result last.
/// - Returns: The generated value.
/// - Throws: A `GenerationError` naming the type and the path of a value that could not be made,
///   or a field that could not be set.
public func generate<T: Decodable>(
  _ type: T.Type = T.self, seed: UInt64 = 0, using overrides: [Any] = [],
  with fields: [PartialKeyPath<T>: Any?] = [:], edit: (inout T) -> Void = { _ in }
) throws(GenerationError) -> T {
  let synthesizer = InstanceSynthesizer(seed: seed, overrides: overrides)
  return try synthesizer.generate(T.self, with: fields, edit: edit)
}

/// Makes an array of values of any decodable type for a test, the same for the same seed.
///
/// The values are drawn one after another from the seed, so the first equals the value of
/// `generate(_:seed:using:with:edit:)` with that seed.
///
/// ```swift
/// let users = try generate(User.self, count: 3, seed: 7)
/// ```
///
/// - Parameters:
///   - type: The type of the values; inferred from the context when omitted.
///   - count: How many values to make.
///   - seed: The seed of the values drawn; 0 when omitted.
///   - overrides: Values to use wherever a value of exactly their type is needed.
///   - fields: Values for fields of each value, by key path.
///   - edit: A closure that changes each value last.
/// - Returns: The generated values.
/// - Throws: A `GenerationError` naming the type and the path of a value that could not be made,
///   or a field that could not be set.
public func generate<T: Decodable>(
  _ type: T.Type = T.self, count: Int, seed: UInt64 = 0, using overrides: [Any] = [],
  with fields: [PartialKeyPath<T>: Any?] = [:], edit: (inout T) -> Void = { _ in }
) throws(GenerationError) -> [T] {
  let synthesizer = InstanceSynthesizer(seed: seed, overrides: overrides)
  var values: [T] = []
  values.reserveCapacity(max(count, 0))
  for _ in 0..<max(count, 0) {
    values.append(try synthesizer.generate(T.self, with: fields, edit: edit))
  }
  return values
}
