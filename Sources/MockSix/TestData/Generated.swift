/// A property wrapper that gives a suite's property a generated value, the same on every run.
///
/// ```swift
/// @Suite struct ProfileTests {
///   @Generated(seed: 3) var user: User
///   @Generated var forecast: Forecast  // seed 0
///
///   @Test func showsName() {
///     #expect(ProfileView(user: user).title == user.name)
///   }
/// }
/// ```
///
/// The value is made once, when the suite is created, with `generate(_:seed:using:with:edit:)`,
/// and every read returns it. A wrapper cannot see its property's name, so two properties of
/// one type with the same seed hold equal values; give each its own seed. When the seed is
/// omitted it is 0.
///
/// When the value cannot be made, the failure is reported where the property is declared, and
/// the property holds the value an unstubbed call would return instead: the type's `MockDefault`,
/// first case or zero instance. If not even that can be made, reading the property stops the
/// test process with the same message, since Swift has no value to return.
@propertyWrapper
public struct Generated<Value: Decodable> {
  private let value: Result<Value, GenerationError>

  /// The generated value.
  public var wrappedValue: Value {
    switch value {
    case .success(let value):
      return value
    case .failure(let error):
      // NB: The failure was reported when the property was made; Swift cannot make a value of
      //     a type it knows nothing about, so this read has nothing to return.
      fatalError("MockSix: \(error)")
    }
  }

  /// Generates the property's value from a seed.
  ///
  /// ```swift
  /// @Generated(seed: 3, using: [Payment.card(last4: "4242")], with: [\.note: "gift"])
  /// var order: Order
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The seed of the values drawn; 0 when omitted.
  ///   - overrides: Values to use wherever a value of exactly their type is needed.
  ///   - fields: Values for fields of the result, by key path.
  ///   - fileID: The source `#fileID` associated with the failure.
  ///   - filePath: The source `#filePath` associated with the failure.
  ///   - line: The source `#line` associated with the failure.
  ///   - column: The source `#column` associated with the failure.
  public init(
    seed: UInt64 = 0, using overrides: [Any] = [], with fields: [PartialKeyPath<Value>: Any?] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    do throws(GenerationError) {
      value = .success(try generate(Value.self, seed: seed, using: overrides, with: fields))
    } catch {
      reportFailure(
        "expected a generated \(describeType(Value.self)) (seed \(seed)), got an error: \(error)",
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      value = synthesizedDefault(Value.self).mapError { _ in error }
    }
  }
}

extension Generated: Sendable where Value: Sendable {}
