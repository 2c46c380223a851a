import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Inputs become systems: an importer and its imports form one, each file read once.
@Suite struct LoaderTests {
  let folder = TemporaryFolder()

  @Test func importedFileJoinsItsImportersSystem() {
    folder.write("app.ipl", "system App\nimport \"types/place.ipl\"\n")
    folder.write("types/place.ipl", "enum Place { home, work }\n")
    let loaded = SourceLoader().load(paths: [folder.path])
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.systems.count == 1)
    #expect(
      loaded.systems[0].map { loaded.sources[$0].path.hasSuffix("app.ipl") } == [true, false])
  }

  @Test func sharedImportIsReadOnce() {
    folder.write("a.ipl", "system A\nimport \"common.ipl\"\n")
    folder.write("b.ipl", "system B\nimport \"common.ipl\"\n")
    folder.write("common.ipl", "enum Shared { one }\n")
    let loaded = SourceLoader().load(paths: [folder.path])
    #expect(loaded.sources.files.count == 3)
    #expect(loaded.systems.count == 2)
    #expect(loaded.systems.allSatisfy { $0.count == 2 })
  }

  @Test func folderOrderIsSortedNotDirectoryOrder() {
    for name in ["c.ipl", "a.ipl", "b.ipl"] {
      folder.write(name, "system \(name.prefix(1).uppercased())\n")
    }
    let loaded = SourceLoader().load(paths: [folder.path])
    #expect(
      loaded.sources.files.map { ($0.path as String).suffix(5) } == ["a.ipl", "b.ipl", "c.ipl"])
  }

  @Test func samePathTwiceIsReadOnce() {
    let path = folder.write("a.ipl", "system A\n")
    let loaded = SourceLoader().load(paths: [path, folder.path + "/./a.ipl", folder.path])
    #expect(loaded.sources.files.count == 1)
  }

  @Test func dotFoldersAreSkipped() {
    folder.write("model.ipl", "system M\n")
    folder.write(".hidden/other.ipl", "system Hidden\n")
    let loaded = SourceLoader().load(paths: [folder.path])
    #expect(loaded.sources.files.count == 1)
  }
}
