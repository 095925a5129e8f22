import Testing

@testable import MockSixGenerator

@Suite struct ModuleNamesTests {
  @Test func modulesOfPreciseIdentifiers() {
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:10Foundation3URLV") == "Foundation")
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:Si") == "Swift")
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:s6ResultO") == "Swift")
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:ScA") == "_Concurrency")
    #expect(ModuleNames.module(ofPreciseIdentifier: "c:objc(cs)NSObject") == nil)
  }

  @Test func aGenericParameterIsNoModulesType() {
    // swift-openapi-runtime's `CustomCoder.customEncode<T>(_ value: T)`, as its graph names `T`.
    let id =
      "s:14OpenAPIRuntime11CustomCoderP12customEncodey20FoundationEssentials4DataV"
      + "qd__KSERd__lF1TL_qd__mfp"
    #expect(ModuleNames.isGenericParameter(id))
    #expect(ModuleNames.module(ofPreciseIdentifier: id) == nil)
    #expect(ModuleNames.path(ofPreciseIdentifier: id) == nil)
    #expect(!ModuleNames.isGenericParameter("s:10Foundation3URLV"))
  }

  @Test func publicNamesOfImplementationModules() {
    #expect(ModuleNames.publicName(of: "FoundationEssentials") == "Foundation")
    #expect(ModuleNames.publicName(of: "_Concurrency") == "Swift")
    #expect(ModuleNames.publicName(of: "NIOCore") == "NIOCore")
  }

  @Test func pathsOfNestedTypes() {
    #expect(ModuleNames.path(ofPreciseIdentifier: "s:2SC5OuterV5InnerV") == ["Outer", "Inner"])
    #expect(ModuleNames.path(ofPreciseIdentifier: "s:s6ResultO") == ["Result"])
    #expect(ModuleNames.path(ofPreciseIdentifier: "s:Si") == nil)
    #expect(ModuleNames.path(ofPreciseIdentifier: "s:2SC1PP1f1xS2i_tF") == nil)
  }

  @Test func identifiersThatRepeatAWordAreReadWhole() {
    // `DuckDuckGoKit` repeats `Duck`: `04DuckA5GoKit`, word `A` being `Duck`.
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:04DuckA5GoKit7ServiceP") == "DuckDuckGoKit")
    #expect(ModuleNames.path(ofPreciseIdentifier: "s:04DuckA5GoKit7ServiceP") == ["Service"])
    // Words carry from one identifier to the next: `0aaB4Deps` is `DuckDuckGoDeps`.
    #expect(
      ModuleNames.module(ofPreciseIdentifier: "s:04DuckA6GoDeps10ParentTypeP") == "DuckDuckGoDeps")
    #expect(
      ModuleNames.path(ofPreciseIdentifier: "s:03NetA3Kit07NetworkC0O0C7RequestV")
        == ["NetworkNetwork", "NetworkRequest"])
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:03NetA3Kit07NetworkC0O") == "NetNetKit")
  }

  @Test func aPunycodedOrDamagedIdentifierIsNoModule() {
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:00Kit_xyz") == nil)
    #expect(ModuleNames.module(ofPreciseIdentifier: "s:0Z4Kit") == nil)
    #expect(ModuleNames.path(ofPreciseIdentifier: "s:04DuckA") == nil)
  }
}
