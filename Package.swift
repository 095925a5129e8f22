// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-mocksix",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "MockSix", targets: ["MockSix"]),
    .library(name: "MockSixMatchers", targets: ["MockSixMatchers"]),
    .library(name: "MockSixGenerator", targets: ["MockSixGenerator"]),
    .executable(name: "mocksix-gen", targets: ["mocksix-gen"]),
    .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
  ],
  targets: [
    .target(name: "MockSix"),
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
    .target(name: "CarExample"),
    .target(name: "GeneratorCorpus"),
    .target(name: "RealWorldCorpusKit"),
    .target(name: "RealWorldCorpus", dependencies: ["RealWorldCorpusKit"]),
    .target(name: "DiagnosedCorpus"),
    .executableTarget(
      name: "MockSixBenchmarks", dependencies: ["MockSix", "MockSixGenerator"]),
    .testTarget(name: "MockSixTests", dependencies: ["MockSix"]),
    .testTarget(name: "MockSixMatchersTests", dependencies: ["MockSixMatchers"]),
    .testTarget(
      name: "MockSixGeneratorTests",
      dependencies: ["MockSixGenerator", "MockSix", "GeneratorCorpus"]),
    .testTarget(
      name: "CarExampleTests", dependencies: ["CarExample", "MockSix", "MockSixMatchers"]),
    .testTarget(
      name: "RealWorldCorpusTests",
      dependencies: ["RealWorldCorpus", "RealWorldCorpusKit", "MockSix", "MockSixMatchers"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .plugin {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
