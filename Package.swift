// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "swift-mocksix",
  platforms: [.macOS("10.15.4"), .iOS("13.4"), .tvOS("13.4"), .watchOS("6.2")],
  products: [
    .library(name: "MockSix", targets: ["MockSix"]),
    .library(name: "MockSixMatchers", targets: ["MockSixMatchers"]),
    .library(name: "MockSixGenerator", targets: ["MockSixGenerator"]),
    .executable(name: "mocksix-gen", targets: ["mocksix-gen"]),
    .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
    .plugin(name: "GenerateMocksOnBuild", targets: ["GenerateMocksOnBuild"]),
  ],
  targets: [
    // NB: The core reads type-erased arguments in place and skips some reference counting on its
    //     hot path; strict memory-safety checking keeps every such construct in
    //     `Internal/Unsafe`, marked `unsafe` there.
    .target(name: "MockSix", swiftSettings: [.strictMemorySafety()]),
    .target(name: "MockSixMatchers", dependencies: ["MockSix"], path: "Matchers"),
    .target(name: "MockSixGenerator"),
    .executableTarget(name: "mocksix-gen", dependencies: ["MockSixGenerator"]),
    .plugin(
      name: "GenerateMocks",
      capability: .command(
        intent: .custom(
          verb: "generate-mocks",
          description: "Generates MockSix mocks for the protocols of a target."),
        permissions: [
          .writeToPackageDirectory(reason: "Writes the generated mocks into a test target.")
        ]),
      dependencies: ["mocksix-gen"],
      path: "Sources/GenerateMocksPlugin"),
    .plugin(
      name: "GenerateMocksOnBuild", capability: .buildTool(), dependencies: ["mocksix-gen"],
      path: "Sources/GenerateMocksBuildPlugin"),
    .target(name: "CarExample"),
    // NB: The corpora are fixtures of the generator's tests, so they live in Tests/.
    .target(name: "GeneratorCorpus", path: "Tests/GeneratorCorpus"),
    .target(name: "RealWorldCorpusKit", path: "Tests/RealWorldCorpusKit"),
    .target(
      name: "RealWorldCorpus", dependencies: ["RealWorldCorpusKit"], path: "Tests/RealWorldCorpus"),
    .target(name: "DiagnosedCorpus", path: "Tests/DiagnosedCorpus"),
    .target(
      name: "IsolatedCorpus", path: "Tests/IsolatedCorpus",
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .executableTarget(
      name: "MockSixBenchmarks", dependencies: ["MockSix", "MockSixMatchers", "MockSixGenerator"]),
    .testTarget(name: "MockSixTests", dependencies: ["MockSix"]),
    // NB: Interaction snapshots live in __Snapshots__ beside the tests that check them.
    .testTarget(
      name: "MockSixMatchersTests", dependencies: ["MockSixMatchers"], exclude: ["__Snapshots__"]),
    // NB: Its one folder links to Tests/MockSixMatchersTests/NimbleMockSix, so that the same
    //     NimbleMockSix-style tests also compile in Swift 5 mode, as their users' targets do.
    .testTarget(
      name: "MockSixMatchersSwift5Tests", dependencies: ["MockSixMatchers"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "MockSixGeneratorTests",
      dependencies: ["MockSixGenerator", "MockSix", "GeneratorCorpus", "IsolatedCorpus"]),
    .testTarget(
      name: "CarExampleTests", dependencies: ["CarExample", "MockSix", "MockSixMatchers"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "RealWorldCorpusTests",
      dependencies: ["RealWorldCorpus", "RealWorldCorpusKit", "MockSix", "MockSixMatchers"]),
  ],
  swiftLanguageModes: [.v6]
)

// NB: The Swift 5 test target compiles as a Swift 5 user's target would, without these.
for target in package.targets
where target.type != .plugin && target.name != "MockSixMatchersSwift5Tests" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
