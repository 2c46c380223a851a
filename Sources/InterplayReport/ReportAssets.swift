/// The report's stylesheet and script, written as `assets/report.css` and
/// `assets/report.js`: no external resources, so the page works offline and from disk.
enum ReportAssets {
  /// The stylesheet: layout, findings, verdicts, the heat map, the step highlight and
  /// the per-step state table.
  static let css = """
    body { font: 14px/1.4 Helvetica, Arial, sans-serif; margin: 0; color: #202124; }
    header { position: sticky; top: 0; z-index: 2; background: #f8f9fa;
      border-bottom: 1px solid #dadce0; padding: 6px 16px; display: flex; gap: 16px;
      align-items: baseline; }
    header h1 { font-size: 18px; margin: 0; }
    header nav a { margin-right: 10px; }
    .live { color: #188038; font-weight: bold; }
    .live.stale { color: #c5221f; }
    section.system { padding: 8px 16px 24px; border-bottom: 1px solid #dadce0; }
    h2 { margin: 8px 0 4px; } h3 { margin: 16px 0 6px; } h4 { margin: 4px 0; }
    .summary { color: #5f6368; margin: 0; }
    .failure { color: #c5221f; }
    .notice { border-left: 4px solid #f9ab00; background: #fef7e0; padding: 4px 8px; }
    ul.findings { list-style: none; padding: 0; margin: 0; }
    .finding { padding: 2px 0; }
    .finding .severity { display: inline-block; min-width: 56px; font-weight: bold; }
    .finding.error .severity { color: #c5221f; }
    .finding.warning .severity { color: #b06000; }
    .finding .where { color: #5f6368; font-size: 12px; }
    code.id { background: #f1f3f4; padding: 0 3px; border-radius: 3px; }
    table.verdicts { border-collapse: collapse; }
    table.verdicts td { padding: 1px 10px 1px 0; }
    .verdict .kind { color: #5f6368; }
    .verdict.proved .outcome { color: #188038; }
    .verdict.violated .outcome { color: #c5221f; font-weight: bold; }
    .verdict.undecided .outcome { color: #b06000; }
    .trace { border: 1px solid #dadce0; border-radius: 6px; padding: 8px; margin: 8px 0; }
    .trace.focused { border-color: #1a73e8; box-shadow: 0 0 0 1px #1a73e8; }
    .controls { margin: 6px 0; display: flex; gap: 10px; align-items: center; }
    .controls .hint { color: #5f6368; font-size: 12px; }
    .trace-body { display: flex; gap: 12px; align-items: flex-start; }
    ol.steps { position: relative; flex: 0 0 330px; max-height: 640px; overflow: auto; margin: 0;
      padding-left: 28px; }
    ol.steps li { cursor: pointer; border-radius: 4px; padding: 1px 4px; }
    ol.steps li.current { background: #fde7c8; outline: 1px solid #e8710a; }
    ol.steps pre { margin: 0; white-space: pre-wrap; font-size: 12px; }
    .trace-state { flex: 0 0 auto; max-width: 400px; max-height: 640px;
      overflow: auto; }
    table.state { display: none; border-collapse: collapse; font-size: 12px; }
    table.state.current { display: table; }
    table.state caption { text-align: left; color: #5f6368; padding-bottom: 2px; }
    table.state th, table.state td { border: 1px solid #e8eaed; padding: 1px 6px;
      text-align: left; vertical-align: top; }
    table.state th.owner { background: #f8f9fa; }
    table.state th.field { font-weight: normal; color: #5f6368; }
    table.state td.value { font-family: monospace; white-space: pre-wrap; }
    table.state tr.changed td.value { background: #fde7c8; outline: 1px solid #e8710a;
      font-weight: bold; }
    .trace-diagrams, .diagrams { display: flex; flex-wrap: wrap; gap: 12px;
      align-items: flex-start; }
    figure.diagram { margin: 0; border: 1px solid #e8eaed; border-radius: 4px;
      padding: 4px; max-width: 100%; overflow: auto; }
    .trace-diagrams { flex: 1 1 0; min-width: 0; }
    .trace-diagrams figure.diagram { max-height: 640px; }
    figure.diagram svg { display: block; max-width: 620px; height: auto; }
    figcaption { font-size: 12px; color: #5f6368; }
    .legend .swatch { display: inline-block; min-width: 26px; padding: 0 4px;
      margin: 0 1px; border: 1px solid #9aa0a6; font-size: 11px; text-align: center; }
    .swatch.heat-0 { background: #f1f3f4; } .swatch.heat-1 { background: #fff7d6; }
    .swatch.heat-2 { background: #ffe8a3; } .swatch.heat-3 { background: #ffc979; }
    .swatch.heat-4 { background: #ff9f6b; } .swatch.heat-5 { background: #f77f7f; }
    .heat-on g.heat-0 > path, .heat-on g.node.heat-0 > polygon { fill: #f1f3f4;
      stroke-dasharray: 3 2; }
    .heat-on g.node.heat-1 > path { fill: #fff7d6; }
    .heat-on g.node.heat-2 > path { fill: #ffe8a3; }
    .heat-on g.node.heat-3 > path { fill: #ffc979; }
    .heat-on g.node.heat-4 > path { fill: #ff9f6b; }
    .heat-on g.node.heat-5 > path { fill: #f77f7f; }
    .heat-on g.cluster.heat-1 > path { fill: #fffbeb; }
    .heat-on g.cluster.heat-2 > path { fill: #fff4d1; }
    .heat-on g.cluster.heat-3 > path { fill: #ffe4bc; }
    .heat-on g.cluster.heat-4 > path { fill: #ffcfb5; }
    .heat-on g.cluster.heat-5 > path { fill: #fbbfbf; }
    .heat-on g.edge.heat-0 > path { stroke: #bdc1c6; stroke-dasharray: 2 3; }
    .heat-on g.edge.heat-1 > path { stroke: #e9c46a; stroke-width: 1.5; }
    .heat-on g.edge.heat-2 > path { stroke: #f4a261; stroke-width: 2; }
    .heat-on g.edge.heat-3 > path { stroke: #f3722c; stroke-width: 2.5; }
    .heat-on g.edge.heat-4 > path { stroke: #e76f51; stroke-width: 3; }
    .heat-on g.edge.heat-5 > path { stroke: #d62828; stroke-width: 3.5; }
    g.current-actor > path, g.current-actor > polygon, g.current-state > path,
    g.current-state > polygon, g.current-state > ellipse {
      stroke: #1a73e8; stroke-width: 4; }
    g.current-actor > path, g.current-state > path { fill: #d2e3fc; }
    g.edge.current-transition > path, g.edge.current-message > path { stroke: #1a73e8;
      stroke-width: 4; }
    g.edge.current-transition > polygon, g.edge.current-message > polygon { stroke: #1a73e8;
      fill: #1a73e8; }
    g.node.current-message > polygon { stroke: #1a73e8; stroke-width: 2; }
    g.current-transition text, g.current-message text { fill: #1a73e8; font-weight: bold; }
    """

  /// The script: steps through counterexamples (buttons, clicks on steps, the arrow
  /// keys, Home and End, `?trace=<id>&step=<n>` or `step=last` in the address, which the
  /// page opens on), shows the step's state table, keeps the current step in view (in
  /// its list and in the window) and the focused trace focused, toggles the heat map
  /// and, when the page is served by `interplay preview`, reloads it when its version
  /// changes.
  static let script = """
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('interplay-data').textContent);
      var marks = ['current-actor', 'current-state', 'current-transition', 'current-message'];
      var focused = null;
      function elements(id, parts) {
        var found = [];
        var whole = document.getElementById(id);
        if (whole) { found.push(whole); }
        if (parts) {
          document.querySelectorAll('[id^="' + id + '_"]').forEach(function (e) {
            found.push(e);
          });
        }
        return found;
      }
      // Shows a step: its marks in the diagrams, its list item, its state table. With
      // `scrolls`, also scrolls the page as little as needed to bring the step into view.
      function show(trace, step, scrolls) {
        var steps = data[trace.id];
        if (!steps) { return; }
        step = isNaN(step) ? 0 : Math.max(0, Math.min(steps.length - 1, step));
        trace.dataset.current = String(step);
        marks.forEach(function (mark) {
          trace.querySelectorAll('.' + mark).forEach(function (e) { e.classList.remove(mark); });
        });
        var s = steps[step];
        s.actor.forEach(function (id) {
          elements(id, false).forEach(function (e) { e.classList.add('current-actor'); });
        });
        s.states.forEach(function (id) {
          elements(id, false).forEach(function (e) { e.classList.add('current-state'); });
        });
        s.transitions.forEach(function (id) {
          elements(id, true).forEach(function (e) { e.classList.add('current-transition'); });
        });
        s.messages.forEach(function (id) {
          elements(id + '_label', false).forEach(function (e) {
            e.classList.add('current-message');
          });
          document.querySelectorAll('[id^="' + id + '_seg"]').forEach(function (e) {
            e.classList.add('current-message');
          });
        });
        trace.querySelectorAll('ol.steps li, table.state').forEach(function (e) {
          e.classList.toggle('current', e.dataset.step === String(step));
        });
        var position = trace.querySelector('.position');
        if (position) { position.textContent = 'step ' + step + ' of ' + (steps.length - 1); }
        follow(trace.querySelector('ol.steps'));
        var current = trace.querySelector('ol.steps li.current');
        if (current && scrolls) { reveal(current); }
        if (current) { noteInWindow(trace, current); }
      }
      // The page's visible area: below the sticky header, above the window's bottom.
      function visibleArea() {
        var header = document.querySelector('header');
        return { top: header ? header.getBoundingClientRect().bottom : 0,
          bottom: window.innerHeight };
      }
      // Scrolls the page as little as needed for the element to be in its visible area.
      function reveal(element) {
        var area = visibleArea();
        var box = element.getBoundingClientRect();
        if (box.top < area.top) { window.scrollBy(0, box.top - area.top - 8); }
        else if (box.bottom > area.bottom) {
          window.scrollBy(0, Math.min(box.bottom - area.bottom + 8, box.top - area.top - 8));
        }
      }
      // Notes where the current step is against the page's visible area, as
      // data-current-at="top bottom area-top area-bottom" (pixels in the window).
      function noteInWindow(trace, current) {
        var area = visibleArea();
        var box = current.getBoundingClientRect();
        trace.dataset.currentAt = [box.top, box.bottom, area.top, area.bottom].map(function (n) {
          return String(Math.round(n));
        }).join(' ');
      }
      // Keeps the current step inside the list's scroll box (scrolling the list only,
      // never the page), and notes which steps are in view in data-in-view.
      function follow(list) {
        if (!list) { return; }
        var current = list.querySelector('li.current');
        if (current) {
          var top = current.offsetTop;
          var bottom = top + current.offsetHeight;
          if (top < list.scrollTop) { list.scrollTop = top; }
          else if (bottom > list.scrollTop + list.clientHeight) {
            list.scrollTop = bottom - list.clientHeight;
          }
        }
        noteInView(list);
      }
      function noteInView(list) {
        var shown = [];
        list.querySelectorAll('li').forEach(function (li) {
          if (li.offsetTop >= list.scrollTop &&
              li.offsetTop + li.offsetHeight <= list.scrollTop + list.clientHeight + 1) {
            shown.push(li.dataset.step);
          }
        });
        list.dataset.inView = shown.length ? shown[0] + '-' + shown[shown.length - 1] : '';
      }
      function focus(trace) {
        if (focused) { focused.classList.remove('focused'); }
        focused = trace;
        trace.classList.add('focused');
        trace.focus({ preventScroll: true });
      }
      function move(trace, delta) {
        focus(trace);
        show(trace, Number(trace.dataset.current || '0') + delta, true);
      }
      var traces = Array.prototype.slice.call(document.querySelectorAll('.trace'));
      traces.forEach(function (trace) {
        trace.querySelector('.prev').addEventListener('click', function () { move(trace, -1); });
        trace.querySelector('.next').addEventListener('click', function () { move(trace, 1); });
        trace.querySelectorAll('ol.steps li').forEach(function (li) {
          li.addEventListener('click', function () {
            focus(trace);
            show(trace, Number(li.dataset.step), true);
          });
        });
        var list = trace.querySelector('ol.steps');
        if (list) { list.addEventListener('scroll', function () { noteInView(list); }); }
        trace.addEventListener('focus', function () { if (focused !== trace) { focus(trace); } });
        show(trace, 0, false);
      });
      var query = new URLSearchParams(window.location.search);
      if (traces.length > 0) {
        var chosen = document.getElementById(query.get('trace') || '') || traces[0];
        focus(chosen);
        // An address naming a trace or a step opens on it when it is not in view, just
        // below the page's sticky header, then on the step itself if it is still out of
        // view (a preview reload then restores the page's own scroll position below).
        if (query.has('trace') || query.has('step')) {
          var above = visibleArea().top;
          var top = chosen.getBoundingClientRect().top;
          if (top < above || top > window.innerHeight / 2) {
            window.scrollTo(0, window.scrollY + top - above - 8);
          }
          var step = query.get('step') === 'last' ? Infinity : Number(query.get('step') || '0');
          show(chosen, step, true);
        }
      }
      document.addEventListener('keydown', function (event) {
        if (!focused || event.altKey || event.ctrlKey || event.metaKey) { return; }
        if (event.key === 'ArrowRight' || event.key === 'n') { move(focused, 1); }
        else if (event.key === 'ArrowLeft' || event.key === 'p') { move(focused, -1); }
        else if (event.key === 'End') { move(focused, Infinity); }
        else if (event.key === 'Home') { move(focused, -Infinity); }
        else { return; }
        event.preventDefault();
      });
      var toggle = document.getElementById('heat-toggle');
      if (toggle) {
        toggle.addEventListener('change', function () {
          document.body.classList.toggle('heat-on', toggle.checked);
        });
      }
      var version = document.querySelector('meta[name="interplay-version"]');
      if (version && window.location.protocol.indexOf('http') === 0) {
        var status = document.createElement('span');
        status.className = 'live';
        status.textContent = 'live';
        document.querySelector('header').appendChild(status);
        var poll = function () {
          fetch('version', { cache: 'no-store' }).then(function (response) {
            return response.text();
          }).then(function (text) {
            status.classList.remove('stale');
            if (text.trim() !== version.content) {
              var url = new URL(window.location.href);
              if (focused) {
                url.searchParams.set('trace', focused.id);
                url.searchParams.set('step', focused.dataset.current || '0');
              }
              sessionStorage.setItem('interplay-scroll', String(window.scrollY));
              window.location.replace(url.toString());
            } else {
              setTimeout(poll, 250);
            }
          }).catch(function () {
            status.classList.add('stale');
            setTimeout(poll, 1000);
          });
        };
        var scroll = sessionStorage.getItem('interplay-scroll');
        if (scroll) {
          sessionStorage.removeItem('interplay-scroll');
          window.scrollTo(0, Number(scroll));
        }
        setTimeout(poll, 250);
      }
    })();

    """
}
