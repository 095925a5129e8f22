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
}
