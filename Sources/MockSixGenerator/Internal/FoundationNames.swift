/// The top-level type names that Foundation and Dispatch declare on every platform.
///
/// A file that imports Foundation without its graph cannot know its names, so the names of the
/// modules that were read are written with their module where Foundation may declare the same:
/// these, and those that start with `NS`, `CF` or `Dispatch`.
enum FoundationNames {
  /// Whether Foundation or Dispatch may declare a top-level type of this name.
  static func mayDeclare(_ name: String) -> Bool {
    names.contains(name) || name.hasPrefix("NS") || name.hasPrefix("CF")
      || name.hasPrefix("Dispatch")
  }

  /// The modules whose names this table knows.
  static let modules: Set<String> = ["Foundation", "Dispatch"]

  // NB: Read from the symbol graphs of Foundation, FoundationEssentials,
  //     FoundationInternationalization and Dispatch of Swift 6.3.1 on Linux; Apple platforms add
  //     mostly names that start with `NS`.
  private static let names: Set<String> = [
    "AffineTransform", "AlignmentOptions", "AttributeContainer", "AttributeDynamicLookup",
    "AttributeScope", "AttributeScopeCodableConfiguration", "AttributeScopes", "AttributedString",
    "AttributedStringAttributeMutation", "AttributedStringKey", "AttributedStringProtocol",
    "AttributedSubstring", "BlockOperation", "Bundle", "ByteCountFormatStyle",
    "ByteCountFormatter", "CGFloat", "CGPoint", "CGRect", "CGRectEdge", "CGSize", "Calendar",
    "CharacterSet", "CocoaError", "CodableAttributedStringKey", "CodableConfiguration",
    "CodableWithConfiguration", "ComparableComparator", "Comparator", "ComparisonResult",
    "ContiguousBytes", "CurrencyFormatStyleConfiguration", "CustomNSError", "Data",
    "DataProtocol", "Date", "DateComponents", "DateFormatter", "DateInterval",
    "DateIntervalFormatter", "Decimal", "DecodableAttributedStringKey",
    "DecodableWithConfiguration", "DecodingConfigurationProviding",
    "DescriptiveNumberFormatConfiguration", "Dimension", "DiscontiguousAttributedSubstring",
    "DiscreteFormatStyle", "DispatchData", "DispatchDataIterator", "DispatchGroup", "DispatchIO",
    "DispatchObject", "DispatchPredicate", "DispatchQoS", "DispatchQueue", "DispatchSemaphore",
    "DispatchSource", "DispatchSourceHandler", "DispatchSourceProtocol", "DispatchSourceRead",
    "DispatchSourceSignal", "DispatchSourceTimer", "DispatchSourceUserDataAdd",
    "DispatchSourceUserDataOr", "DispatchSourceUserDataReplace", "DispatchSourceWrite",
    "DispatchSpecificKey", "DispatchTime", "DispatchTimeInterval", "DispatchTimeoutResult",
    "DispatchWallTime", "DispatchWorkItem", "DispatchWorkItemFlags",
    "EncodableAttributedStringKey", "EncodableWithConfiguration",
    "EncodingConfigurationProviding", "EnergyFormatter", "Expression", "FileAttributeKey",
    "FileAttributeType", "FileHandle", "FileManager", "FileManagerDelegate", "FileProtectionType",
    "FloatingPointFormatStyle", "FloatingPointParseStrategy", "FormatStyle",
    "FormatStyleCapitalizationContext", "Formatter", "Host", "ISO8601DateFormatter", "IndexPath",
    "IndexSet", "InflectionRule", "InputStream", "IntegerFormatStyle", "IntegerParseStrategy",
    "JSONDecoder", "JSONEncoder", "JSONSerialization", "KeyPathComparator", "LengthFormatter",
    "ListFormatStyle", "Locale", "LocalizedError", "MarkdownDecodableAttributedStringKey",
    "MassFormatter", "Measurement", "Morphology", "MutableDataProtocol", "Notification",
    "NotificationCenter", "NotificationQueue", "NumberFormatStyleConfiguration",
    "NumberFormatter", "ObjCBool", "OperatingSystemVersion", "Operation", "OperationQueue",
    "OutputStream", "POSIXError", "ParseStrategy", "ParseableFormatStyle", "PersonNameComponents",
    "PersonNameComponentsFormatter", "Pipe", "Port", "PortDelegate", "PortMessage", "Predicate",
    "PredicateBindings", "PredicateError", "PredicateExpression", "PredicateExpressions",
    "Process", "ProcessInfo", "Progress", "ProgressKind", "ProgressReporting",
    "ProgressUserInfoKey", "PropertyListDecoder", "PropertyListEncoder",
    "PropertyListSerialization", "QualityOfService", "RecoverableError", "ReferenceConvertible",
    "RunLoop", "Scanner", "ScopedAttributeContainer", "SocketNativeHandle", "SocketPort",
    "SortComparator", "SortDescriptor", "SortOrder", "StandardPredicateExpression", "Stream",
    "StreamDelegate", "StreamNetworkServiceTypeValue", "StreamSOCKSProxyConfiguration",
    "StreamSOCKSProxyVersion", "StreamSocketSecurityLevel", "StringStyle", "StringTransform",
    "Thread", "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents", "URLError",
    "URLFileResourceType", "URLQueryItem", "URLResourceKey", "URLResourceValues", "UUID", "Unit",
    "UnitAcceleration", "UnitAngle", "UnitArea", "UnitConcentrationMass", "UnitConverter",
    "UnitConverterLinear", "UnitDispersion", "UnitDuration", "UnitElectricCharge",
    "UnitElectricCurrent", "UnitElectricPotentialDifference", "UnitElectricResistance",
    "UnitEnergy", "UnitFrequency", "UnitFuelEfficiency", "UnitIlluminance",
    "UnitInformationStorage", "UnitLength", "UnitMass", "UnitPower", "UnitPressure", "UnitSpeed",
    "UnitTemperature", "UnitVolume", "UserDefaults", "unichar", "uuid_string_t", "uuid_t",
  ]
}
