/// The real object that a generated spy forwards the calls no stub answers to, kept for the
/// spy's life; for generated code.
///
/// A spy keeps it in a `let`, so that a forwarded call reads the real object without the retain
/// and release that loading a class's `var` costs (about 45 instructions a call in a release
/// build). It is `Sendable` as the spy that keeps it is, as the `nonisolated(unsafe) var` it
/// replaces was: the real object is called from wherever the spy is.
@_documentation(visibility: internal)
public struct _RealObject<Real>: @unchecked Sendable {
  /// The real object; `nil` for a mock that is no spy.
  public let real: Real?

  /// Keeps a real object, or none.
  @inlinable
  public init(_ real: Real?) {
    self.real = real
  }
}
