import Testing

@testable import MockSix

/// A base class whose subclass a stub returns.
class CanvasShape {
  var name: String { "shape" }
}

/// A subclass of `CanvasShape`.
final class CanvasCircle: CanvasShape {
  override var name: String { "circle" }
}

/// A mock in the generator's shape, whose results are a class, an existential, `Any` and an
/// optional, so that a stub's value reaches the call held in every way an `Any?` holds it.
final class MockCanvas: GeneratedMock, Sendable {
  enum Methods: Int {
    case _shape, _label, _anything, _count
  }

  typealias MockMethod = Methods

  let _mockSixLog: _MockLog? = _MockLog()

  func shape() -> CanvasShape { registerInvocation(._shape, andReturn: CanvasShape()) }
  func label() -> any CustomStringConvertible {
    registerInvocation(._label, andReturn: "" as any CustomStringConvertible)
  }
  func anything() -> Any { registerInvocation(._anything, andReturn: 0 as Any) }
  func count() -> Int? { registerInvocation(._count) }
}

/// A generated mock's stubbed call answers the value the stub holds, whatever its static type
/// and however the answer holds it: a subclass, a value behind a protocol or `Any`, `nil`, and
/// a value of exactly the result type (read without an optional in a debug build, issue 41).
@Suite struct StubbedValueKindsTests {
  @Test func aStubbedValueIsAnsweredHoweverItsAnswerHoldsIt() {
    let canvas = MockCanvas()
    canvas.stub(MockCanvas.Methods._shape, andReturn: CanvasCircle() as CanvasShape)
    canvas.stub(MockCanvas.Methods._label, andReturn: 42 as any CustomStringConvertible)
    canvas.stub(MockCanvas.Methods._anything, andReturn: "text" as Any)
    canvas.stub(MockCanvas.Methods._count, andReturn: nil as Int?)
    #expect(canvas.shape().name == "circle")
    #expect(canvas.label().description == "42")
    #expect(canvas.anything() as? String == "text")
    #expect(canvas.count() == nil)
    canvas.stub(MockCanvas.Methods._count, andReturn: 7 as Int?)
    #expect(canvas.count() == 7)
    #expect(canvas.invocations.count == 5)
  }
}
