// Failure class 1: names that mean something else in the mock unless written with their module
// or as the mock's own member.

public import Foundation
public import RealWorldCorpusKit

/// A top-level class that a protocol's typealias of the same name hides in the protocol.
public final class Payload: Sendable {
  /// Creates a payload.
  public init() {}
}

/// A protocol whose typealias `Payload` hides the module's class `Payload`.
public protocol Envelope {
  /// The contents of an envelope.
  typealias Payload = [String: String]
  /// Opens the envelope.
  func open() -> Payload
  /// Seals a payload in the envelope.
  func seal(_ payload: Payload)
}

/// A protocol whose associated type `Model` is constrained to the other module's `Model`.
public protocol ModelStore {
  /// The stored model.
  associatedtype Model: RealWorldCorpusKit.Model
  /// Finds a model by its identifier.
  func find(id: String) -> Model?
  /// Saves a model.
  func save(_ model: Model) throws
}

/// A protocol whose associated type `Span` has the name of the other module's protocol.
public protocol SpanTracer {
  /// The span this tracer makes.
  associatedtype Span: RealWorldCorpusKit.Span
  /// Starts a span of this tracer's type.
  func startSpan(_ name: String) -> Span
  /// Starts a span of any type.
  func startAnySpan(_ name: String) -> any RealWorldCorpusKit.Span
}

/// A location type named like Foundation's `URL`, which makes a bare `URL` ambiguous.
public struct URL: Hashable, Sendable {
  /// The path of the location.
  public var path: String

  /// Creates a location.
  public init(path: String) {
    self.path = path
  }
}

/// A protocol that names both this module's `URL` and Foundation's.
public protocol Mirror {
  /// Maps a Foundation URL to a location of the mirror.
  func location(of url: Foundation.URL) -> URL
  /// Maps a location of the mirror back to a Foundation URL.
  func url(of location: URL) -> Foundation.URL?
}

/// A protocol that names the other module's `Process` in a file that imports Foundation's.
public protocol ProcessLaunching {
  /// Launches a process and returns its output.
  func launch(_ arguments: [String], output: RealWorldCorpusKit.Process.OutputRedirection) -> Data
}
