// The page of `strata console`: stacks, a stack's resources, its graph, its history and the
// differences between versions, the graph of stacks, and operations followed as they run.
//
// Everything the state says is written into the page as text (textContent, attributes), never
// as markup: a resource named `<img onerror=…>` is shown as that name. The server's content
// security policy runs this script only.

import dagre from "@dagrejs/dagre";
import type {
  About, ApiError, Diff, Difference, GraphEdge, GraphNode, Line, ResourceDetail, ResourceRef, ResourceRow,
  Resources, RunInfo, RunRead, StackGraph, StackRow, StepDone, StepFailed, StepSkipped, StepStarted, Version,
} from "./wire";

const SVG = "http://www.w3.org/2000/svg";

// ---------------------------------------------------------------------------------------------
// Small DOM helpers: elements with text children only.

type Child = Node | string | number | null | undefined | false;

function h(tag: string, attrs: Record<string, string | ((e: Event) => void)> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === "function") el.addEventListener(k, v);
    else el.setAttribute(k, v);
  }
  append(el, children);
  return el;
}

function s(tag: string, attrs: Record<string, string | number> = {}, ...children: Child[]): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  append(el, children);
  return el;
}

function append(el: Element, children: Child[]) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
}

function link(href: string, text: string, attrs: Record<string, string> = {}): HTMLElement {
  return h("a", { href, ...attrs }, text);
}

const main = () => document.getElementById("main") as HTMLElement;

function show(...children: Child[]) {
  const m = main();
  m.replaceChildren();
  append(m, children);
}

function pre(value: unknown): HTMLElement {
  return h("pre", { class: "json" }, JSON.stringify(value, null, 2));
}

function when(t: string | undefined | null): string {
  if (!t) return "";
  const d = new Date(t);
  return isNaN(d.getTime()) ? t : d.toLocaleString();
}

// ---------------------------------------------------------------------------------------------
// The server's answers: the types of wire.ts, generated from the server's own (strata-wire).

class Failed extends Error {}

// The server's token, which it wrote into the page: sent with each request (never a cookie,
// which the browser would send to every server on 127.0.0.1).
const token = (document.querySelector('meta[name="strata-token"]') as HTMLMetaElement | null)?.content || "";

async function get<T>(path: string): Promise<T> {
  const r = await fetch(path, { credentials: "omit", cache: "no-store", headers: { Authorization: `Bearer ${token}` } });
  const body = await r.text();
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    throw new Failed(`${path}: ${r.status} ${body.trim()}`);
  }
  if (!r.ok) {
    const error = (v as Partial<ApiError> | null)?.error;
    throw new Failed(error ? error : `${path}: ${r.status}`);
  }
  return v as T;
}

const enc = encodeURIComponent;
const api = (p: string, st: string, rest: string) => `/api/stacks/${enc(p)}/${enc(st)}/${rest}`;

// ---------------------------------------------------------------------------------------------
// Routing: #/, #/graph, #/stack/P/S[/resources|/graph|/history|/live][?…]

let generation = 0; // bumped on each navigation: what an older page started stops.

async function route() {
  const mine = ++generation;
  stopFollowing();
  const [path, query] = location.hash.replace(/^#/, "").split("?");
  const parts = (path || "/").split("/").filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query || "");
  try {
    if (parts.length === 0) await stacksPage(mine);
    else if (parts[0] === "graph") await stackGraphPage(mine);
    else if (parts[0] === "stack" && parts.length >= 3) {
      const [p, st, tab] = [parts[1], parts[2], parts[3] || "resources"];
      await stackPage(mine, p, st, tab, params);
    } else show(h("p", { class: "error" }, "No such page."));
  } catch (e) {
    if (mine === generation) show(h("p", { class: "error", id: "error" }, String((e as Error).message || e)));
  }
}

// ---------------------------------------------------------------------------------------------
// Stacks.

async function stacksPage(mine: number) {
  const rows = await get<StackRow[]>("/api/stacks");
  if (mine !== generation) return;
  const table = h(
    "table",
    { id: "stacks" },
    h("thead", {}, h("tr", {}, ...["Stack", "Resources", "Last update", "Read by", "Stale", "Lock"].map((t) => h("th", {}, t)))),
  );
  const body = h("tbody");
  for (const r of rows) {
    const last = r.last ? `${when(r.updated_at)} · ${r.last.command}${r.last.user ? " by " + r.last.user : ""}` : when(r.updated_at);
    const stale = r.stale.map(([st, outs]) => `${st} (${outs.join(", ")})`).join("; ");
    let lock: Child = "";
    if (r.lock) {
      const l = r.lock;
      lock = "unreadable" in l
        ? h("span", { class: "warn" }, `unreadable: ${l.unreadable}`)
        : h("span", { class: l.lease_ended ? "muted" : "warn", title: l.holder },
            `${l.operation} by ${l.owner}@${l.host} (pid ${l.pid})${l.lease_ended ? ", lease ended" : ""}`);
    }
    body.append(
      h(
        "tr",
        { "data-stack": r.id },
        h("td", {}, link(`#/stack/${enc(r.project)}/${enc(r.stack)}`, r.id)),
        h("td", { class: "num" }, r.error ? h("span", { class: "error" }, r.error) : r.resources),
        h("td", {}, last),
        h("td", {}, r.readers.join(", ")),
        h("td", { class: stale ? "warn" : "" }, stale ? `stale: ${stale}` : ""),
        h("td", { class: "lock" }, lock),
      ),
    );
  }
  table.append(body);
  show(h("h1", {}, "Stacks"), rows.length ? table : h("p", { class: "muted" }, "No stacks yet: `strata stack init dev` makes one."));
}

// ---------------------------------------------------------------------------------------------
// A stack: its tabs.

async function stackPage(mine: number, p: string, st: string, tab: string, params: URLSearchParams) {
  const base = `#/stack/${enc(p)}/${enc(st)}`;
  const tabs = h(
    "nav",
    { class: "tabs" },
    ...[
      ["resources", "Resources"],
      ["graph", "Graph"],
      ["history", "History"],
      ["live", "Live"],
    ].map(([t, label]) => link(`${base}/${t}`, label, { class: t === tab ? "current" : "", id: `tab-${t}` })),
  );
  const head = h("h1", {}, `${p}/${st}`);
  if (tab === "resources") {
    const data = await get<Resources>(api(p, st, "resources"));
    if (mine !== generation) return;
    show(head, tabs, resourcesView(data, params.get("urn"), p, st));
  } else if (tab === "graph") {
    const data = await get<Resources>(api(p, st, "resources"));
    if (mine !== generation) return;
    show(head, tabs, resourceGraph(data, base));
  } else if (tab === "history") {
    const versions = await get<Version[]>(api(p, st, "history"));
    if (mine !== generation) return;
    const view = h("div");
    show(head, tabs, historyView(p, st, versions, view, params, base), view);
  } else if (tab === "live") {
    show(head, tabs, liveView(mine, p, st));
  } else show(head, tabs, h("p", { class: "error" }, "No such tab."));
}

// ---------------------------------------------------------------------------------------------
// Resources: a tree by parent, and one resource's details.

function byParent(resources: ResourceRow[]): { roots: ResourceRow[]; children: Map<string, ResourceRow[]> } {
  const known = new Set(resources.map((r) => r.urn));
  const children = new Map<string, ResourceRow[]>();
  const roots: ResourceRow[] = [];
  for (const r of resources) {
    if (r.parent && known.has(r.parent)) {
      const c = children.get(r.parent) || [];
      c.push(r);
      children.set(r.parent, c);
    } else roots.push(r);
  }
  return { roots, children };
}

function resourcesView(data: Resources, selected: string | null, p: string, st: string): HTMLElement {
  const resources = data.resources;
  const byUrn = new Map<string, ResourceRow>(resources.map((r) => [r.urn, r]));
  const details = h("section", { id: "details", class: "details" });
  const table = h(
    "table",
    { id: "resources" },
    h("thead", {}, h("tr", {}, ...["Type", "Name", "Status", "Protect", "ID"].map((t) => h("th", {}, t)))),
  );
  const body = h("tbody");
  let current: Element | null = null;
  let asked = 0;
  const select = (r: ResourceRow) => {
    current?.classList.remove("selected");
    current = body.querySelector(`tr[data-urn="${CSS.escape(r.urn)}"]`);
    current?.classList.add("selected");
    const mine = ++asked;
    details.replaceChildren(h("p", { class: "muted" }, `${r.type} ${r.name}…`));
    get<ResourceDetail>(api(p, st, `resource?urn=${enc(r.urn)}`))
      .then((full) => mine === asked && details.replaceChildren(resourceDetails(full, byUrn, select)))
      .catch((e) => mine === asked && details.replaceChildren(h("p", { class: "error" }, String(e.message || e))));
  };
  // One listener for every row.
  body.addEventListener("click", (e) => {
    const row = (e.target as Element).closest("tr[data-urn]");
    const r = row && byUrn.get(row.getAttribute("data-urn") || "");
    if (r) select(r);
  });
  const { roots, children } = byParent(resources);
  // Depth first, iteratively (a deep tree does not overflow the stack).
  const stack: [ResourceRow, number][] = roots.slice().reverse().map((r) => [r, 0]);
  const frag = document.createDocumentFragment();
  const cell = (row: HTMLElement, text: string, cls?: string) => {
    const td = document.createElement("td");
    td.textContent = text;
    if (cls) td.className = cls;
    row.appendChild(td);
    return td;
  };
  while (stack.length) {
    const [r, depth] = stack.pop()!;
    const row = document.createElement("tr");
    row.setAttribute("data-urn", r.urn);
    if (r.status !== "live") row.className = "pending";
    cell(row, r.type);
    const name = cell(row, r.name, "name");
    if (depth) name.style.paddingLeft = `${0.5 + depth * 1.2}em`;
    cell(row, r.status, "status");
    cell(row, r.protect ? "protected" : "");
    cell(row, r.id || "", "id");
    frag.appendChild(row);
    const c = children.get(r.urn);
    if (c) for (let i = c.length - 1; i >= 0; i--) stack.push([c[i], depth + 1]);
  }
  body.append(frag);
  table.append(body);
  const upstreams = data.upstreams || [];
  const wrap = h(
    "div",
    { class: "split" },
    h(
      "div",
      { class: "list" },
      h("p", { class: "muted", id: "resource-count" }, `${resources.length} resources · version ${data.serial} · ${when(data.updated_at)}`),
      table,
      h("h2", {}, "Outputs"),
      h("div", { id: "outputs" }, pre(data.outputs)),
      upstreams.length ? h("h2", {}, "Reads") : null,
      ...upstreams.map((u) => h("p", { class: "reads" }, `${u.stack} (version ${u.version}): ${u.outputs.join(", ")}`)),
    ),
    details,
  );
  const first = selected ? byUrn.get(selected) : undefined;
  if (first) setTimeout(() => select(first));
  else details.append(h("p", { class: "muted" }, "Select a resource to see its inputs and outputs."));
  return wrap;
}

function resourceDetails(r: ResourceDetail, byUrn: Map<string, ResourceRow>, select: (r: ResourceRow) => void): HTMLElement {
  const ref = (urn: string) => {
    const x = byUrn.get(urn);
    return x ? h("button", { type: "button", class: "link", click: () => select(x) }, `${x.type} ${x.name}`) : urn;
  };
  const deps: string[] = r.dependencies || [];
  const parent = r.lifecycle?.parent;
  const provider = r.lifecycle?.provider;
  return h(
    "div",
    { "data-urn": r.urn },
    h("h2", {}, `${r.type} ${r.name}`),
    h("p", { class: "urn" }, r.urn),
    h("dl", {},
      h("dt", {}, "ID"), h("dd", {}, r.id || "—"),
      h("dt", {}, "Status"), h("dd", {}, r.status),
      h("dt", {}, "Protect"), h("dd", {}, r.protect ? "yes" : "no"),
      parent ? h("dt", {}, "Parent") : null, parent ? h("dd", {}, ref(parent)) : null,
      provider ? h("dt", {}, "Provider") : null, provider ? h("dd", {}, provider) : null,
      deps.length ? h("dt", {}, "Depends on") : null,
      deps.length ? h("dd", {}, ...deps.flatMap((d, i) => [i ? ", " : "", ref(d)])) : null,
    ),
    h("h3", {}, "Inputs"),
    h("div", { class: "inputs" }, pre(r.inputs)),
    h("h3", {}, "Outputs"),
    h("div", { class: "outputs" }, pre(r.outputs)),
  );
}

// ---------------------------------------------------------------------------------------------
// Graphs: laid out by dagre, drawn as SVG, panned by dragging and zoomed by the wheel.

interface GNode { id: string; label: string; sub?: string; cls: string; onclick?: () => void }
interface GEdge { from: string; to: string; cls: string; title?: string }

const MAX_DRAWN = 1500;

function drawGraph(nodes: GNode[], edges: GEdge[], id: string): HTMLElement {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: "LR", nodesep: 18, ranksep: 60, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) {
    const width = Math.max(n.label.length, (n.sub || "").length) * 7 + 24;
    g.setNode(n.id, { width, height: n.sub ? 40 : 28 });
  }
  edges.forEach((e, i) => {
    if (g.hasNode(e.from) && g.hasNode(e.to)) g.setEdge(e.from, e.to, {}, String(i));
  });
  dagre.layout(g);
  const info = g.graph();
  const width = Math.max(info.width || 0, 100);
  const height = Math.max(info.height || 0, 60);
  const content = s("g", { class: "content" });
  const svg = s("svg", { id, class: "graph", viewBox: `0 0 ${width} ${height}`, "data-nodes": nodes.length, "data-edges": edges.length },
    s("defs", {}, s("marker", { id: `${id}-arrow`, viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
      s("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "arrowhead" }))),
    content);
  edges.forEach((e, i) => {
    const ge = g.edge({ v: e.from, w: e.to, name: String(i) });
    if (!ge || !ge.points) return;
    const d = ge.points.map((p: { x: number; y: number }, j: number) => `${j ? "L" : "M"} ${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" ");
    const path = s("path", { d, class: `edge ${e.cls}`, "data-from": e.from, "data-to": e.to, "data-kind": e.cls, "marker-end": `url(#${id}-arrow)` });
    if (e.title) path.append(s("title", {}, e.title));
    content.append(path);
  });
  for (const n of nodes) {
    const gn = g.node(n.id);
    const box = s("g", { class: `node ${n.cls}`, "data-id": n.id, transform: `translate(${gn.x - gn.width / 2}, ${gn.y - gn.height / 2})` },
      s("rect", { width: gn.width, height: gn.height, rx: 5 }),
      s("text", { x: gn.width / 2, y: n.sub ? 16 : 18, "text-anchor": "middle" }, n.label),
      n.sub ? s("text", { x: gn.width / 2, y: 32, "text-anchor": "middle", class: "sub" }, n.sub) : null,
      s("title", {}, n.id));
    if (n.onclick) box.addEventListener("click", n.onclick);
    content.append(box);
  }
  panZoom(svg, content, width, height);
  return h("div", { class: "graph-wrap" }, svg);
}

function panZoom(svg: SVGElement, content: SVGElement, width: number, height: number) {
  let [x, y, scale] = [0, 0, 1];
  const apply = () => content.setAttribute("transform", `translate(${x} ${y}) scale(${scale})`);
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    const r = svg.getBoundingClientRect();
    const k = width / Math.max(r.width, 1);
    const [px, py] = [(e.clientX - r.left) * k, (e.clientY - r.top) * (height / Math.max(r.height, 1))];
    const f = Math.exp(-(e as WheelEvent).deltaY * 0.0015);
    const next = Math.min(Math.max(scale * f, 0.05), 20);
    x = px - ((px - x) * next) / scale;
    y = py - ((py - y) * next) / scale;
    scale = next;
    apply();
  }, { passive: false });
  let drag: { x: number; y: number; ox: number; oy: number } | null = null;
  svg.addEventListener("pointerdown", (e) => {
    if ((e.target as Element).closest(".node")) return;
    drag = { x: e.clientX, y: e.clientY, ox: x, oy: y };
    try {
      svg.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic one): the drag works without capture.
    }
  });
  svg.addEventListener("pointermove", (e) => {
    if (!drag) return;
    const r = svg.getBoundingClientRect();
    x = drag.ox + (e.clientX - drag.x) * (width / Math.max(r.width, 1));
    y = drag.oy + (e.clientY - drag.y) * (height / Math.max(r.height, 1));
    apply();
  });
  svg.addEventListener("pointerup", () => (drag = null));
  svg.addEventListener("dblclick", () => { [x, y, scale] = [0, 0, 1]; apply(); });
}

// The stack that a stack reference resource reads.
function referenced(r: ResourceRow): string | null {
  return typeof r.reads === "string" ? r.reads : null;
}

function resourceGraph(data: Resources, base: string): HTMLElement {
  const resources = data.resources;
  const go = (urn: string) => () => (location.hash = `${base}/resources?urn=${enc(urn)}`);
  if (resources.length > MAX_DRAWN) return groupedGraph(resources, base);
  const nodes: GNode[] = resources.map((r) => ({ id: r.urn, label: r.name, sub: r.type, cls: r.status === "live" ? "resource" : "resource pending", onclick: go(r.urn) }));
  const edges: GEdge[] = [];
  for (const r of resources) {
    for (const d of r.dependencies || []) edges.push({ from: d, to: r.urn, cls: "dependency", title: "dependency" });
    if (r.parent) edges.push({ from: r.parent, to: r.urn, cls: "parent", title: "parent" });
    const up = referenced(r);
    if (up) {
      const id = `stack:${up}`;
      if (!nodes.some((n) => n.id === id)) nodes.push({ id, label: up, sub: "stack", cls: "stack external", onclick: () => (location.hash = stackHash(up, data.project)) });
      edges.push({ from: id, to: r.urn, cls: "reference", title: "stack reference" });
    }
  }
  return h("div", {},
    h("p", { class: "muted legend" }, `${nodes.length} nodes, ${edges.length} edges. `,
      h("span", { class: "key dependency" }, "— dependency"), " ", h("span", { class: "key parent" }, "- - parent"), " ",
      h("span", { class: "key reference" }, "— stack reference"), ". Drag to pan, wheel to zoom, double-click to reset; click a resource for its details."),
    drawGraph(nodes, edges, "resource-graph"));
}

// A graph too big to draw node by node: one node per type (with its count), and an edge
// between two types where a resource of one depends on one of the other.
function groupedGraph(resources: ResourceRow[], base: string): HTMLElement {
  const typeOf = new Map(resources.map((r) => [r.urn, r.type]));
  const counts = new Map<string, number>();
  for (const r of resources) counts.set(r.type, (counts.get(r.type) || 0) + 1);
  const edgeCounts = new Map<string, number>();
  for (const r of resources) {
    for (const d of r.dependencies || []) {
      const from = typeOf.get(d);
      if (!from) continue;
      const k = `${from}\u0000${r.type}`;
      edgeCounts.set(k, (edgeCounts.get(k) || 0) + 1);
    }
  }
  const nodes: GNode[] = [...counts].map(([t, n]) => ({ id: t, label: t, sub: `${n} resources`, cls: "group", onclick: () => (location.hash = `${base}/resources`) }));
  const edges: GEdge[] = [...edgeCounts].map(([k, n]) => {
    const [from, to] = k.split("\u0000");
    return { from, to, cls: "dependency", title: `${n} dependencies` };
  });
  return h("div", {},
    h("p", { class: "muted legend", id: "grouped" }, `${resources.length} resources: too many to draw one by one, so each type is one node (with its count), and an edge joins two types where a resource of one depends on one of the other.`),
    drawGraph(nodes, edges, "resource-graph"));
}

function stackHash(id: string, defaultProject: string): string {
  const [p, st] = id.includes("/") ? id.split("/", 2) : [defaultProject, id];
  return `#/stack/${enc(p)}/${enc(st)}`;
}

async function stackGraphPage(mine: number) {
  const data = await get<StackGraph>("/api/graph");
  if (mine !== generation) return;
  const nodes: GNode[] = data.nodes.map((n: GraphNode) => ({
    id: n.id,
    label: n.id,
    sub: n.external ? "elsewhere" : n.error ? "unreadable" : `${n.resources} resources${n.stale ? " · stale" : ""}${n.locked ? " · locked" : ""}`,
    cls: `stack${n.external ? " external" : ""}${n.stale ? " stale" : ""}`,
    onclick: n.external ? undefined : () => (location.hash = stackHash(n.id, "")),
  }));
  const edges: GEdge[] = data.edges.map((e: GraphEdge) => ({
    from: e.from,
    to: e.to,
    cls: e.stale ? "reads stale" : "reads",
    title: `${e.to} reads ${e.outputs.join(", ")}${e.stale ? ` (stale: ${(e.stale_outputs ?? []).join(", ")} changed since)` : ""}`,
  }));
  show(
    h("h1", {}, data.workspace ? `Workspace ${data.title}` : `Stacks of ${data.title}`),
    h("p", { class: "muted legend" }, "An arrow goes from a stack to each stack that reads its outputs; ", h("span", { class: "key stale" }, "red"), " where the reader is stale (the outputs it reads changed since it last ran)."),
    drawGraph(nodes, edges, "stack-graph"),
  );
}

// ---------------------------------------------------------------------------------------------
// History, and the differences between two versions.

function historyView(p: string, st: string, versions: Version[], out: HTMLElement, params: URLSearchParams, base: string): HTMLElement {
  const table = h("table", { id: "history" },
    h("thead", {}, h("tr", {}, ...["From", "To", "Version", "When", "Operation", "By", "Changes", "Resources"].map((t) => h("th", {}, t)))));
  const body = h("tbody");
  const last = versions.length ? versions[versions.length - 1].serial : 0;
  const from = Number(params.get("from") ?? Math.max(last - 1, 0));
  const to = Number(params.get("to") ?? last);
  for (const v of versions.slice().reverse()) {
    const changes = Object.entries(v.changes || {}).map(([k, n]) => `${n} ${k}`).join(", ");
    const radio = (name: string, checked: boolean) => {
      const r = h("input", { type: "radio", name, value: String(v.serial) }) as HTMLInputElement;
      r.checked = checked;
      return r;
    };
    body.append(h("tr", { "data-serial": String(v.serial) },
      h("td", {}, radio("from", v.serial === from)), h("td", {}, radio("to", v.serial === to)),
      h("td", { class: "num" }, v.serial), h("td", {}, when(v.updated_at)), h("td", {}, v.command),
      h("td", {}, v.user), h("td", {}, changes), h("td", { class: "num" }, v.resources)));
  }
  table.append(body);
  const compare = h("button", { id: "compare", type: "button" }, "Compare");
  compare.addEventListener("click", () => {
    const f = (document.querySelector('input[name="from"]:checked') as HTMLInputElement | null)?.value;
    const t = (document.querySelector('input[name="to"]:checked') as HTMLInputElement | null)?.value;
    if (f !== undefined && t !== undefined) location.hash = `${base}/history?from=${f}&to=${t}`;
  });
  if (versions.length > 1 || params.has("from")) {
    diffView(p, st, from, to, out).catch((e) => out.replaceChildren(h("p", { class: "error" }, String(e.message || e))));
  }
  return h("div", {}, table, h("p", {}, compare));
}

async function diffView(p: string, st: string, from: number, to: number, out: HTMLElement) {
  const d = await get<Diff>(api(p, st, `diff?from=${from}&to=${to}`));
  const item = (x: ResourceRef, sign: string, cls: string) => h("li", { class: cls, "data-urn": x.urn }, `${sign} ${x.type} ${x.name}`);
  const change = (c: Difference) => h("li", { "data-path": c.path }, h("code", {}, c.path || "(whole)"), ": ",
    h("span", { class: "before" }, JSON.stringify(c.before)), " → ", h("span", { class: "after" }, JSON.stringify(c.after)),
    c.sealed ? h("span", { class: "muted" }, " (sealed anew: without the stack's key, whether its value changed is not known)") : null);
  const none = !d.added.length && !d.removed.length && !d.changed.length && !d.outputs.length;
  out.replaceChildren(h("section", { id: "diff" },
    h("h2", {}, `Version ${from} → ${to}`),
    none ? h("p", { class: "muted" }, "No differences.") : null,
    h("ul", { class: "diff" },
      ...d.added.map((x) => item(x, "+", "added")),
      ...d.removed.map((x) => item(x, "-", "removed")),
      ...d.changed.map((x) => h("li", { class: "changed", "data-urn": x.urn }, `~ ${x.type} ${x.name}`, h("ul", {}, ...x.changes.map(change))))),
    d.outputs.length ? h("h3", {}, "Outputs") : null,
    d.outputs.length ? h("ul", { class: "diff outputs" }, ...d.outputs.map(change)) : null));
}

// ---------------------------------------------------------------------------------------------
// Live: the newest run followed as it goes, and the runs before it.

let following: number | undefined;

function stopFollowing() {
  if (following !== undefined) clearTimeout(following);
  following = undefined;
}

function liveView(mine: number, p: string, st: string): HTMLElement {
  const status = h("p", { id: "live-status", class: "muted" }, "Waiting for an operation on this stack…");
  const steps = h("tbody");
  const table = h("table", { id: "steps" }, h("thead", {}, h("tr", {}, ...["Step", "Resource", "State", "Time"].map((t) => h("th", {}, t)))), steps);
  const log = h("ul", { id: "live-log", class: "log" });
  const list = h("ul", { id: "runs", class: "runs" });
  const rows = new Map<string, HTMLElement>();
  let run: string | null = null;
  let next = 0;
  let ended = false;

  const row = (e: StepStarted | StepDone | StepFailed | StepSkipped) => {
    let r = rows.get(e.urn);
    if (!r) {
      r = h("tr", { "data-urn": e.urn }, h("td", { class: "op" }), h("td", {}, `${e.type} ${e.name}`), h("td", { class: "state" }), h("td", { class: "num time" }));
      rows.set(e.urn, r);
      steps.append(r);
    }
    return r;
  };
  const set = (r: HTMLElement, i: number, text: string) => ((r.children[i] as HTMLElement).textContent = text);
  const apply = (e: Line) => {
    if (!("event" in e)) {
      // The summary object that ends an engine run (a graph's summary is not recorded here).
      if ("summary" in e) {
        const counts = Object.entries(e.summary).filter(([, n]) => n).map(([k, n]) => `${n} ${k}`).join(", ");
        status.textContent = `${e.ok ? "Succeeded" : "Failed"}${e.preview ? " (preview)" : ""}: ${counts || "no changes"}${e.failed ? `, ${e.failed} failed` : ""} in ${(e.duration_ms / 1000).toFixed(1)} s`;
        status.className = e.ok ? "succeeded" : "failed";
        status.setAttribute("data-result", e.ok ? "succeeded" : "failed");
        for (const f of e.failures || []) if (!rows.has(f.resource)) log.append(h("li", { class: "error" }, `${f.resource}: ${f.error}`));
      }
      return;
    }
    switch (e.event) {
      case "operation-started":
        status.textContent = `${e.operation}${e.preview ? " (preview)" : ""} of ${e.project}/${e.stack}: running…`;
        status.className = "running";
        break;
      case "step-started": { const r = row(e); set(r, 0, e.op); set(r, 2, "running"); r.className = "running"; break; }
      case "step-done": { const r = row(e); set(r, 0, e.op); set(r, 2, "done"); set(r, 3, `${Math.round(e.elapsed_ms)} ms`); r.className = "done"; break; }
      case "step-failed": {
        const r = row(e); set(r, 0, e.op ?? ""); set(r, 2, `failed: ${e.error}`); r.className = "failed";
        log.append(h("li", { class: "error" }, `${e.type} ${e.name}: ${e.error}`));
        break;
      }
      case "step-skipped": { const r = row(e); set(r, 2, `skipped: ${e.cause}`); r.className = "skipped"; break; }
      case "warning": log.append(h("li", { class: "warn" }, e.message)); break;
      case "log": log.append(h("li", { class: e.level === "error" ? "error" : "" }, e.message)); break;
      case "policy-violation": log.append(h("li", { class: e.enforcement === "mandatory" ? "error" : "warn" }, `policy ${e.pack}/${e.policy}: ${e.message}`)); break;
      case "diagnostic": log.append(h("li", { class: e.severity === "error" ? "error" : e.severity === "warning" ? "warn" : "" }, e.message)); break;
      default:
    }
  };
  const start = (r: string) => {
    run = r; next = 0; ended = false;
    rows.clear(); steps.replaceChildren(); log.replaceChildren();
    status.textContent = "…"; status.className = "running"; status.removeAttribute("data-result");
    status.setAttribute("data-run", r);
  };
  const tick = async () => {
    if (mine !== generation) return;
    try {
      const runs = await get<RunInfo[]>(api(p, st, "runs"));
      if (mine !== generation) return;
      // Follow the newest run; a newer one that starts is followed in its turn.
      if (runs.length && runs[0].run !== run) start(runs[0].run);
      list.replaceChildren(...runs.map((r) => h("li", { "data-run": r.run, class: r.run === run ? "current" : "" },
        `${when(r.started_at)} · ${r.operation} by ${r.user}@${r.host}${r.interrupted ? " · interrupted" : r.ended ? "" : " · running"}`)));
      if (run && !ended) {
        const r = await get<RunRead>(api(p, st, `runs/${enc(run)}?from=${next}`));
        if (mine !== generation) return;
        r.events.forEach(apply);
        next = r.next;
        if (r.ended) {
          ended = true;
          if (r.interrupted) {
            status.textContent = "Interrupted: its process ended before the operation did (the next operation on the stack settles what it left).";
            status.className = "failed";
            status.setAttribute("data-result", "interrupted");
          }
        }
      }
    } catch (e) {
      status.textContent = String((e as Error).message || e);
    }
    if (mine === generation) following = window.setTimeout(tick, 400);
  };
  tick();
  return h("div", { class: "split" }, h("div", { class: "list" }, status, table, h("h2", {}, "Messages"), log), h("section", { class: "details" }, h("h2", {}, "Runs"), list));
}

// ---------------------------------------------------------------------------------------------

function start() {
  get<About>("/api/about")
    .then((a) => ((document.getElementById("title") as HTMLElement).textContent = a.workspace ? `workspace ${a.title}` : `project ${a.title}`))
    .catch(() => undefined); // the page says what failed when it loads
  window.addEventListener("hashchange", route);
  route();
}

start();
