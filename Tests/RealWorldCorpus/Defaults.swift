// Class 14: results the generator writes a default for, and the ones MockSix makes at run time.

public import RealWorldCorpusKit

/// An enum without `Codable` or `CaseIterable`: the generator writes its first case.
public enum Mood: Sendable {
  /// Happy.
  case happy
  /// Sad.
  case sad
}

/// A struct whose initializer has defaults for every parameter.
public struct Options: Equatable, Sendable {
  /// How often to retry.
  public var retries: Int

  /// Creates options.
  public init(retries: Int = 3) {
    self.retries = retries
  }
}

/// A struct whose initializer takes values the generator can write.
public struct Point: Equatable, Sendable {
  /// The horizontal position.
  public var x: Double
  /// The vertical position.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A struct that is made from a static property.
public struct Status: Equatable, Sendable {
  /// The code.
  public let code: Int
  private init(code: Int) {
    self.code = code
  }

  /// The status of success.
  public static let success = Status(code: 0)
}

/// An enum whose cases all carry payloads the generator can write.
public enum Address: Equatable, Sendable {
  /// A host and port.
  case host(String, port: Int)
  /// A path.
  case path(String)
}

/// A class with a plain initializer.
public final class Session: Sendable {
  /// Creates a session.
  public init() {}
}

/// A Codable struct without a default initializer: MockSix decodes its zero instance.
public struct Profile: Codable, Equatable, Sendable {
  /// The name.
  public var name: String
  /// The age.
  public var age: Int

  /// Creates a profile.
  public init(name: String, age: Int) {
    self.name = name
    self.age = age
  }
}

/// A CaseIterable enum: MockSix answers its first case.
public enum Weekday: CaseIterable, Sendable {
  /// Monday.
  case monday
  /// Tuesday.
  case tuesday
}

/// A type with no accessible way to make a value: a member returning it traps unstubbed.
public struct Handle: Sendable {
  private let raw: Int
}

/// A struct made by an initializer generic over its argument, as NIO's `NIOAny` is.
public struct AnyBox: Sendable {
  /// The type of the value the box was made with.
  public let typeName: String

  /// Boxes a value of any type.
  public init<T>(_ value: T) {
    typeName = "\(T.self)"
  }
}

/// A protocol whose result the generator makes with a generic initializer, filled with `()`.
public protocol Boxing {
  /// A box.
  func box() -> AnyBox
}

/// A protocol whose mock is made with `MockPrinter()` as another mock's default.
public protocol Printer: Sendable {
  /// Prints a line.
  func print(_ line: String)
}

/// Results of every kind the generator and MockSix know how to make.
public protocol Defaults {
  /// An enum of the module.
  func mood() -> Mood
  /// A struct with a defaulted initializer.
  func options() -> Options
  /// A struct made from written values.
  func origin() -> Point
  /// A struct made from a static property.
  func status() -> Status
  /// An enum made from a case with a payload.
  func address() -> Address
  /// A class of the module.
  func session() -> Session
  /// A protocol this run mocks.
  func printer() -> any Printer
  /// An enum of another target.
  func detail() -> Detail
  /// A tuple of parts with defaults.
  func pair() -> (Mood, Options)
  /// A closure whose result has a default.
  func moodMaker() -> @Sendable () -> Mood
  /// An optional.
  func maybeMood() -> Mood?
  /// A Codable struct, made at run time.
  func profile() -> Profile
  /// A CaseIterable enum, made at run time.
  func weekday() -> Weekday
  /// A type the mock cannot make, which traps unstubbed.
  func handle() -> Handle
  /// A generic result, which MockSix makes if the type has a default.
  func value<T>(of type: T.Type) -> T
  /// A property of a type with a written default.
  var currentMood: Mood { get }
}
