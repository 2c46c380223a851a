import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document as a tree of elements: names with their namespace, attributes,
/// children, text and locations. The whole tree is in memory; it is built from the
/// parser's events with an explicit stack (no recursion), and a document nesting deeper
/// than ``maximumDepth`` is refused while it is read, so no walk over the tree and no
/// release of it goes deeper than that either.
struct XMLElementTree {
  /// One element.
  final class Element {
    /// The local name (`state`), without a prefix.
    let name: String
    /// The namespace URI, empty when none.
    let namespace: String
    /// Attributes by qualified name as written (`event`, `conf:targetpass`).
    let attributes: [String: String]
    /// The 1-based line where the parser read the start tag (its end, for a tag written
    /// over several lines).
    let line: Int
    /// The 1-based column there, as the parser counts it.
    let column: Int
    /// Child elements in document order.
    fileprivate(set) var children: [Element] = []
    /// The text directly inside the element, concatenated.
    fileprivate(set) var text = ""

    init(name: String, namespace: String, attributes: [String: String], line: Int, column: Int) {
      self.name = name
      self.namespace = namespace
      self.attributes = attributes
      self.line = line
      self.column = column
    }
  }

  /// Why a document was not read: a stable id, a location and a message.
  struct Failure {
    /// `import.xml` for a document that is not well-formed, `import.depth` for one that
    /// nests too deep.
    var id: String
    var line: Int
    var column: Int
    var message: String
  }

  /// The deepest nesting of elements read below the root.
  let maximumDepth: Int
  /// The root element, or nil when the document was not read.
  let root: Element?
  /// Why it was not read.
  let error: Failure?
  /// The prefixes each namespace URI is bound to somewhere in the document (the parser
  /// reads an attribute's prefix but not its namespace, so a reader of attributes in a
  /// namespace looks their prefix up here).
  let prefixes: [String: Set<String>]

  /// Parses `data`. External entities are not resolved; elements nested deeper than
  /// `maximumDepth` levels end the parse with an `import.depth` failure.
  init(data: Data, maximumDepth: Int) {
    self.maximumDepth = maximumDepth
    // FoundationXML traps on some names that are not UTF-8 (found by fuzzing): only
    // UTF-8 documents are read.
    if let invalid = Self.firstInvalidUTF8(data) {
      root = nil
      prefixes = [:]
      error = Failure(
        id: "import.xml", line: invalid.line, column: invalid.column,
        message: "not well-formed XML: the document is not UTF-8 here")
      return
    }
    if let empty = Self.firstEmptyProcessingInstruction(data) {
      root = nil
      prefixes = [:]
      error = Failure(
        id: "import.xml", line: empty.line, column: empty.column,
        message: "a processing instruction without data is not read (FoundationXML cannot)")
      return
    }
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = true
    parser.shouldResolveExternalEntities = false
    let builder = Builder(maximumDepth: maximumDepth)
    parser.delegate = builder
    let parsed = parser.parse()
    prefixes = builder.prefixes
    if let failure = builder.failure {
      root = nil
      error = failure
    } else if parsed, builder.stack.isEmpty, let root = builder.root {
      self.root = root
      error = nil
    } else {
      root = nil
      let message =
        parser.parserError.map { "not well-formed XML: \($0.localizedDescription)" }
        ?? (builder.stack.isEmpty
          ? "not well-formed XML: not an XML document"
          : "not well-formed XML: the document ends inside an element")
      let location = builder.errorLocation ?? (parser.lineNumber, parser.columnNumber)
      error = Failure(
        id: "import.xml", line: max(location.line, 1), column: max(location.column, 1),
        message: message)
    }
  }

  /// The line and column of the first byte that is not part of UTF-8, or nil.
  static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int)? {
    var line = 1
    var column = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: return nil
      case .error: return (line, column)
      }
    }
  }

  /// Collects elements as the parser reports them.
  private final class Builder: NSObject, XMLParserDelegate {
    let maximumDepth: Int
    var root: Element?
    var stack: [Element] = []
    /// The first reason to stop: an end tag that closes another element than the one
    /// open (the parser recovers from it silently), or nesting past the limit.
    var failure: Failure?
    /// Where the parser reported its first error.
    var errorLocation: (line: Int, column: Int)?
    /// The prefixes bound to each namespace URI.
    var prefixes: [String: Set<String>] = [:]

    init(maximumDepth: Int) {
      self.maximumDepth = maximumDepth
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      guard failure == nil else { return }
      // The root is level 0; the element is `stack.count` levels below it.
      guard stack.count <= maximumDepth else {
        failure = Failure(
          id: "import.depth", line: parser.lineNumber, column: parser.columnNumber,
          message:
            "<\(elementName)> is nested \(stack.count) levels below the root; an imported chart nests at most \(maximumDepth), as an Interplay model's bodies do"
        )
        parser.abortParsing()
        return
      }
      let element = Element(
        name: elementName, namespace: namespaceURI ?? "", attributes: attributes,
        line: parser.lineNumber, column: parser.columnNumber)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard failure == nil else { return }
      if stack.last?.name != elementName {
        failure = Failure(
          id: "import.xml", line: parser.lineNumber, column: parser.columnNumber,
          message:
            "not well-formed XML: </\(elementName)> closes <\(stack.last?.name ?? "nothing")>")
        parser.abortParsing()
        return
      }
      _ = stack.popLast()
    }

    /// Records a prefix's namespace, reported before the element that binds it.
    func parser(
      _ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String
    ) {
      guard failure == nil else { return }
      prefixes[namespaceURI, default: []].insert(prefix)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      // Where the parser stopped, while it still says so.
      guard failure == nil, errorLocation == nil else { return }
      errorLocation = (parser.lineNumber, parser.columnNumber)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard failure == nil else { return }
      stack.last?.text += string
    }
  }
}
