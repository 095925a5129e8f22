public import MockSix

/// A place MockSix cannot make: a struct that is neither `Decodable` nor `MockDefault`, and
/// holds a class, so it is not made field by field either.
///
/// Public, so that a suggested fix can be compiled against this module from another one.
public struct UnmakeablePlacemark: Sendable {
  public var name: String
  public var region: PlacemarkRegion

  public init(name: String) {
    self.name = name
    self.region = PlacemarkRegion()
  }
}

/// A class that nothing can make.
public final class PlacemarkRegion: Sendable {
  public init() {}
}

/// A class MockSix cannot make.
public final class UnmakeableStation: Sendable {
  public init() {}
}

/// A protocol whose existential MockSix cannot make.
public protocol UnmakeableCancellable: Sendable {}

/// A protocol whose existential gets a project-wide default in a test.
public protocol ProjectCancellable: Sendable {}

/// A mock whose unstubbed members return types MockSix cannot make, one per kind of type.
public final class MockUnmakeable: Mock, Sendable {
  public enum Methods: Int {
    case placemark, thrown, asyncThrown, typed, pair, cancellable, station, handler, project
  }
  public typealias MockMethod = Methods

  public init() {}

  static let placemarkLine = #line + 2
  public func placemark() -> UnmakeablePlacemark {
    registerInvocation(for: .placemark)
  }
  static let thrownLine = #line + 2
  public func thrown() throws -> UnmakeablePlacemark {
    try registerThrowingInvocation(for: .thrown)
  }
  public func asyncThrown() async throws -> UnmakeablePlacemark {
    try await registerAsyncThrowingInvocation(for: .asyncThrown)
  }
  public func typed() throws(ServiceFailure) -> UnmakeablePlacemark {
    try registerThrowingInvocation(for: .typed, errorType: ServiceFailure.self)
  }
  public func pair() -> (place: UnmakeablePlacemark, fromCache: Bool) {
    registerInvocation(for: .pair)
  }
  public func cancellable() -> any UnmakeableCancellable {
    registerInvocation(for: .cancellable)
  }
  public func station() -> UnmakeableStation {
    registerInvocation(for: .station)
  }
  public func handler() -> (Int) -> UnmakeablePlacemark {
    registerInvocation(for: .handler)
  }
  public func project() -> any ProjectCancellable {
    registerInvocation(for: .project)
  }
}

/// The one error `MockUnmakeable.typed()` throws.
public struct ServiceFailure: Error {}
