import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document as a tree of elements: names with their namespace, attributes,
/// children, text and line numbers. Small documents (statecharts) only: the whole tree
/// is in memory.
struct XMLElementTree {
  /// One element.
  final class Element {
    /// The local name (`state`), without a prefix.
    let name: String
    /// The namespace URI, empty when none.
    let namespace: String
    /// Attributes by qualified name as written (`event`, `conf:targetpass`).
    let attributes: [String: String]
    /// The 1-based line of the start tag.
    let line: Int
    /// Child elements in document order.
    fileprivate(set) var children: [Element] = []
    /// The text directly inside the element, concatenated.
    fileprivate(set) var text = ""

    init(name: String, namespace: String, attributes: [String: String], line: Int) {
      self.name = name
      self.namespace = namespace
      self.attributes = attributes
      self.line = line
    }
  }

  /// The root element, or nil when the document did not parse.
  let root: Element?
  /// Why it did not parse, with its line.
  let error: (line: Int, message: String)?

  /// Parses `data`. External entities are not resolved.
  init(data: Data) {
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let builder = Builder()
    parser.delegate = builder
    if parser.parse(), builder.mismatch == nil, builder.stack.isEmpty, let root = builder.root {
      self.root = root
      error = nil
    } else {
      root = nil
      error =
        builder.mismatch
        ?? (
          parser.lineNumber,
          parser.parserError.map { "\($0.localizedDescription)" }
            ?? (builder.stack.isEmpty
              ? "not an XML document" : "the document ends inside an element")
        )
    }
  }

  /// Collects elements as the parser reports them.
  private final class Builder: NSObject, XMLParserDelegate {
    var root: Element?
    var stack: [Element] = []
    /// An end tag that closes another element than the one open (the parser recovers
    /// from it silently).
    var mismatch: (line: Int, message: String)?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = Element(
        name: elementName, namespace: namespaceURI ?? "", attributes: attributes,
        line: parser.lineNumber)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if mismatch == nil, stack.last?.name != elementName {
        mismatch = (
          parser.lineNumber,
          "</\(elementName)> closes <\(stack.last?.name ?? "nothing")>"
        )
      }
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
