import Testing

@testable import MockSixGenerator

/// Checks the registration that each accessor of a member calls, as the model decides it.
@Suite struct RegistrationTests {
  private func requirement(_ kind: Requirement.Kind) -> Requirement {
    Requirement(kind: kind, baseName: "value", declaration: "value", protocolName: "Tiny")
  }

  @Test func aMethodRegistersAnInvocationWithItsEffects() {
    var method = requirement(.method)
    #expect(method.registration(for: .method).functionName == "registerInvocation")
    #expect(!method.registration(for: .method).mayThrow)
    method.isAsync = true
    method.throwing = .untyped
    let registration = method.registration(for: .method)
    #expect(registration.functionName == "registerAsyncThrowingInvocation")
    #expect(registration.isAsync && registration.mayThrow)
    method.throwing = .rethrowing
    #expect(method.registration(for: .method).functionName == "registerAsyncInvocation")
  }

  @Test func accessorsRegisterAsInvocations() {
    var property = requirement(.property)
    property.getterIsAsync = true
    let error = TypeReference(name: "CacheError", id: "s:4Tiny10CacheErrorO")
    property.getterThrowing = .typed(error)
    property.hasSetter = true
    let getter = property.registration(for: .getter)
    #expect(getter.functionName == "registerAsyncThrowingInvocation")
    #expect(getter.throwing == .typed(error))
    let setter = property.registration(for: .setter)
    #expect(setter.functionName == "registerInvocation")
    #expect(!setter.isAsync && !setter.mayThrow)
  }
}
