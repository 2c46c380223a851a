import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Mermaid's `stateDiagram-v2` draws a state in the block where it is last mentioned by a
/// note: a note on a nested state written at the top level pulled `Connecting` out of
/// `Active` in AccountApp's NetworkPortalBehaviour. So a compound state's note is written
/// in its parent's block, in the parallel region (`--` section) that holds the state, and
/// only a top-level state's note after every block.
@Suite struct MermaidNestingTests {
  /// Compound states with compartments at every depth: top level, nested, a parallel
  /// state's regions, and a compound state inside a region.
  static let source = """
    system Nesting

    presentation Panel budget 2 {
      event { go, stop, mute, help }
    }

    behaviour Device {
      observes Panel.event
      var dialled: Bool = false

      initial state Session {
        ignore Panel.help
        initial state Idle {
          on Panel.go -> Connecting
        }
        state Connecting {
          entry { dialled = true }
          defer Panel.stop
          initial state Dialling {
            on Panel.go -> Running
          }
        }
      }

      parallel state Running {
        region Audio {
          ignore Panel.help
          initial state Loud {
            on Panel.mute -> Quiet
          }
          state Quiet {
            ignore Panel.mute
          }
        }
        region Video {
          ignore Panel.mute
          initial state Streaming {
            defer Panel.help
            initial state Buffering {
              on Panel.go -> Playing
            }
            state Playing {
              ignore Panel.go
            }
          }
        }
        on Panel.stop -> Session
      }
    }
    """

  static func mermaid() throws -> String {
    let model = try RenderFixtures.model(source, fileName: "Nesting.ipl")
    return try #require(try RenderFixtures.diagram(model, .statechart, "Device").mermaid)
  }

  /// The whole export, line by line.
  @Test func matchesSnapshot() throws {
    SnapshotFile.expect(try Self.mermaid(), named: "Fixture-Nesting-statechart.mmd")
  }

  /// Every note is written in the block and region where its state is declared: the
  /// nested `Connecting` in `Session`, the regions' notes in `Running` each before the
  /// next `--`, `Streaming`'s in the `Video` region; only top-level states' notes at the
  /// top level.
  @Test func everyNoteIsInTheBlockThatDeclaresItsState() throws {
    let text = try Self.mermaid()
    let placement = MermaidBlocks(text)
    #expect(placement.notes.count == 5)
    for (state, block) in placement.notes {
      #expect(placement.declarations[state] == block, "note on \(state)")
    }
    let connecting = try #require(placement.name(of: "Connecting"))
    let session = try #require(placement.name(of: "Session"))
    #expect(placement.notes[connecting]?.path == [session])
    let streaming = try #require(placement.name(of: "Streaming"))
    let audio = try #require(placement.name(of: "Audio"))
    let video = try #require(placement.name(of: "Video"))
    #expect(placement.notes[audio]?.region == 0)
    #expect(placement.notes[video]?.region == 1)
    #expect(placement.notes[streaming]?.path.last == video)
  }

  /// The same for every bundled statechart (AccountApp's NetworkPortalBehaviour among them).
  @Test func bundledNotesStayInTheirBlocks() throws {
    var nestedNotes = 0
    for diagram in try TextExportTests.bundledDiagrams() where diagram.kind == .statechart {
      let placement = MermaidBlocks(try #require(diagram.mermaid))
      for (state, block) in placement.notes {
        #expect(placement.declarations[state] == block, "\(diagram.fileStem): note on \(state)")
        if !block.path.isEmpty { nestedNotes += 1 }
      }
    }
    #expect(nestedNotes > 0)
  }
}
